/**
 * What the console's start screen reminds those who keep the CBSE disclosure of: its certificates that run out
 * within 30 days or have run out (as staff are keeping it, draft or not), and, for an admin, from 1 August, an annual
 * report not on the site for this school year (the bye-laws want it there by 15 September).
 */
import { findConsoleKind, mayOnKind } from '@school/shared/console-kinds';
import type { Dashboard, StaffMember } from '@school/shared/console-source';
import { isOnSite } from '@school/shared/content-lifecycle';
import { annualReportDocument, annualReportMissing, certificatesRunningOut } from '@school/shared/disclosure';
import { readDisclosure } from '@school/shared/disclosure-schema';
import { schoolDay } from '@school/shared/school-time';
import { may } from '@school/shared/staff-permissions';
import type { Db } from '../../db/database';
import { servedFile } from '../documents/served-file';
import { changedOnSiteAt } from '../content/repository';
import { itemState, workingFields } from './item-view';
import { kindScope, publishingRepository } from './repository';

export async function disclosureReminders(
  db: Db,
  staff: StaffMember,
  timeZone: string,
  at: Date,
): Promise<Pick<Dashboard, 'certificatesRunningOut' | 'annualReportMissing'>> {
  const kind = findConsoleKind('disclosure');
  const documents = findConsoleKind('documents');
  if (!kind?.single || !documents || !mayOnKind(staff.role, kind, 'content.edit')) {
    return { certificatesRunningOut: [], annualReportMissing: false };
  }
  const keepsProfile = may(staff.role, 'profile.manage');
  const today = schoolDay(timeZone, at.getTime()).iso;
  const repository = publishingRepository(db);
  const [row, report] = await Promise.all([
    repository.byKey(kindScope(staff.schoolCode, kind), kind.single.key),
    keepsProfile ? repository.byKey(kindScope(staff.schoolCode, documents), annualReportDocument) : undefined,
  ]);
  const read = row && readDisclosure(workingFields(row).message ?? '');
  const reportOnSite = report && isOnSite(itemState(report), at) && servedFile(report.attachments) !== undefined;
  return {
    certificatesRunningOut: read?.ok ? certificatesRunningOut(read.disclosure, today) : [],
    annualReportMissing:
      keepsProfile &&
      annualReportMissing(
        today,
        reportOnSite ? schoolDay(timeZone, Date.parse(changedOnSiteAt(report))).iso : undefined,
      ),
  };
}
