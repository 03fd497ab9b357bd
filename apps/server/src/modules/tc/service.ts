/**
 * Transfer-certificate look-up. A student (or parent) gives the admission
 * number and the name; on a match the answer is a path holding a random,
 * short-lived token, and that path is the only way to the certificate file,
 * which lives outside the public uploads.
 *
 * A withdrawn certificate is not found, and its grants open nothing.
 *
 * A miss must not tell whether the admission number exists: the name is
 * always hashed and compared in constant time, against a dummy when there is
 * no record, so both kinds of miss do the same work.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ScanType } from '@school/shared/certificates';
import type { TcRequest } from '@school/shared/forms';
import { notFound } from '../../http-errors';
import type { FileStore, StoredFile } from '../../storage/storage';
import type { TcRepository } from './repository';

/** How long a looked-up certificate can be downloaded: enough for a slow phone, too short to share the link. */
export const tcGrantLifetimeMs = 10 * 60 * 1000;

/** Image paths that start with this are certificate grants, not uploads. */
export const tcPathPrefix = 'tc/';

/** 24 random bytes (192 bits) are 32 base64url characters. */
const tokenBytes = 24;
const tokenPattern = /^[A-Za-z0-9_-]{32}$/;

/** Stands in for the stored name when the admission number is unknown; no folded name can equal it. */
const absentNameKey = '\u0000';

/** A name as it is matched: Unicode-normalised, lower case, trimmed, inner whitespace runs as one space. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * An admission number as it is matched: Unicode-normalised, trimmed, lower case. A parent's phone capitalises only
 * the first letter ("Hv/10283"); the number is still the school's, and the name must still match.
 */
export function admissionKey(admission: string): string {
  return admission.normalize('NFC').trim().toLowerCase();
}

/** A name as the console shows it: as typed, with runs of whitespace as one space. */
export function displayName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** Where a new scan is stored: a random name, so no admission number or name ever appears on disk. */
export function scanPath(type: ScanType): string {
  return `${randomUUID()}.${type === 'application/pdf' ? 'pdf' : 'jpg'}`;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export interface TcServiceOptions {
  /** The clock, so tests can let a grant expire. */
  now?: () => Date;
}

export function tcService(
  repository: TcRepository,
  certificates: FileStore,
  { now = () => new Date() }: TcServiceOptions = {},
) {
  return {
    /** The image path of the student's certificate; a 404 when the number and name do not match one. */
    async lookUp(schoolCode: string, { admission, name }: TcRequest): Promise<{ data: string }> {
      const at = now();
      await repository.deleteExpiredGrants(at);
      const record = await repository.findByAdmission(schoolCode, admissionKey(admission));
      const sameName = timingSafeEqual(digest(record?.name_key ?? absentNameKey), digest(nameKey(name)));
      if (!record || !sameName) {
        throw notFound('No transfer certificate matches this admission number and name.');
      }
      const token = randomBytes(tokenBytes).toString('base64url');
      await repository.createGrant(token, record.id, new Date(at.getTime() + tcGrantLifetimeMs));
      return { data: `${tcPathPrefix}${token}` };
    },

    /** The certificate a token grants, while the grant lasts and the certificate is not withdrawn. */
    async openGrant(token: string): Promise<StoredFile | undefined> {
      if (!tokenPattern.test(token)) return undefined;
      const filePath = await repository.findValidGrant(token, now());
      return filePath === undefined ? undefined : certificates.open(filePath);
    },

    /**
     * Stores a certificate image (JPEG) and its record, added by nobody in particular: the seed adds the
     * demo certificates with it. Staff add theirs through the console (console-service.ts).
     */
    async addCertificate(schoolCode: string, student: TcRequest, jpeg: Buffer): Promise<void> {
      const filePath = scanPath('image/jpeg');
      await certificates.put(filePath, jpeg);
      await repository.addRecord(
        {
          schoolCode,
          admissionNo: student.admission.trim(),
          admissionKey: admissionKey(student.admission),
          nameKey: nameKey(student.name),
          studentName: displayName(student.name),
          dateOfIssue: null,
          filePath,
          contentType: 'image/jpeg',
          createdBy: null,
        },
        now(),
      );
    },
  };
}

export type TcService = ReturnType<typeof tcService>;
