import { Link } from 'react-router';
import { formatDate, monthNames } from '@school/shared/date-format';
import { annualReport, type CertificateNotice } from '@school/shared/disclosure';

const [dueMonth, dueDay] = annualReport.dueBy.split('-').map(Number) as [number, number];
const dueBy = `${dueDay} ${monthNames[dueMonth - 1]}`;

function whenItRunsOut({ validUntil, daysLeft }: CertificateNotice): string {
  const day = formatDate(validUntil) ?? validUntil;
  if (daysLeft < 0) return `ran out on ${day}`;
  if (daysLeft === 0) return `runs out today, ${day}`;
  return `runs out on ${day}, in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
}

/**
 * The start screen's reminders of the CBSE disclosure: certificates running out, whose renewal is uploaded on
 * Documents and whose new date is typed on Disclosure, and this year's annual report, due on the site by 15 September.
 */
export function DisclosureReminders({
  certificates,
  annualReportMissing,
}: {
  certificates: readonly CertificateNotice[];
  annualReportMissing: boolean;
}) {
  if (certificates.length === 0 && !annualReportMissing) return null;
  return (
    <section aria-labelledby="disclosure-reminders-heading" className="panel">
      <h2 id="disclosure-reminders-heading">Mandatory Public Disclosure</h2>
      {certificates.length > 0 && (
        <>
          <p id="certificates-about">
            Upload each renewed certificate under <Link to="/documents">Documents</Link>, then change its date under{' '}
            <Link to="/disclosure">Disclosure</Link>.
          </p>
          <ul aria-label="Certificates running out" aria-describedby="certificates-about">
            {certificates.map((notice) => (
              <li key={notice.key}>
                <strong>{notice.label}</strong> {whenItRunsOut(notice)}.
              </li>
            ))}
          </ul>
        </>
      )}
      {annualReportMissing && (
        <p>
          This school year’s annual report is not on the site. The CBSE bye-laws ask for it by {dueBy}: its row under{' '}
          <Link to="/disclosure">Disclosure</Link> leads to the document to upload it to.
        </p>
      )}
    </section>
  );
}
