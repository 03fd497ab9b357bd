/**
 * The school's logo, in Settings → School profile: the logo the site shows now, and a file field to upload a new
 * one. A plain HTML form sent straight to the server's upload route (a Fastify route, which reads the file as it
 * arrives: logo-upload.ts), so it works without JavaScript; the route sends the browser back here with
 * `?done=logo`, or with `?logo=<reason>` when the file is refused. With JavaScript, a file over the size limit is
 * refused before it is sent.
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { imagePath } from '@school/shared/api-paths';
import type { SavedProfile } from '@school/shared/console-source';
import { logoBox, logoFields, logoLimits, logoMessages, logoTypes, logoUploadRoute } from '@school/shared/school-logo';
import styles from './school-profile-form.module.css';

/** The refusals the route sends back by name; any other `?logo=` says nothing. */
const refusals = new Set<string>(
  Object.keys(logoMessages).filter((reason) => reason !== 'hint' && reason !== 'uploaded'),
);

const accept = Object.entries(logoTypes)
  .flatMap(([type, endings]) => [type, ...endings])
  .join(',');

const ids = { file: 'school-logo-file', hint: 'school-logo-hint', error: 'school-logo-error' };

export function LogoForm({ saved }: { saved: SavedProfile }) {
  const [searchParams] = useSearchParams();
  const [tooLarge, setTooLarge] = useState(false);
  const sentBack = searchParams.get('logo');
  const error = tooLarge
    ? logoMessages.tooLarge
    : sentBack && refusals.has(sentBack)
      ? logoMessages[sentBack as keyof typeof logoMessages]
      : undefined;
  const logo = saved.profile?.logo;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem(logoFields.file);
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    const over = file !== undefined && file.size > logoLimits.bytes;
    setTooLarge(over);
    if (over) event.preventDefault();
  }

  return (
    <form
      id="school-logo"
      method="post"
      action={logoUploadRoute}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className={styles.logoForm}
    >
      <input type="hidden" name={logoFields.version} value={saved.version} />
      <div className="field">
        <label htmlFor={ids.file}>Logo</label>
        <p id={ids.hint} className="hint">
          {logoMessages.hint}
        </p>
        <div className={styles.logoNow}>
          {logo ? (
            <img
              src={logo.inline ?? imagePath(logo.path)}
              alt="The logo the site shows now"
              {...logoBox(logo)}
              className={styles.logoImage}
            />
          ) : (
            <p className={styles.noLogo}>No logo yet: the header shows the school’s name alone.</p>
          )}
        </div>
        {saved.version === 0 ? (
          <p className="message message-note">{logoMessages.noProfileYet}</p>
        ) : (
          <input
            id={ids.file}
            type="file"
            name={logoFields.file}
            accept={accept}
            required
            aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
            aria-invalid={error ? true : undefined}
            onChange={() => setTooLarge(false)}
          />
        )}
        {error && (
          <p id={ids.error} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {saved.version > 0 && (
        <button type="submit" className="button">
          Upload the logo
        </button>
      )}
    </form>
  );
}
