import { useId, useState, type FormEvent } from 'react';
import { apiPath, imagePath } from '@school/shared/api-paths';
import type { TcRequest } from '@school/shared/forms';
import { tcFileName, tcMessages } from '@school/shared/form-words';
import { schoolCode } from '../../site/school-code';
import { formRules } from '../../site/form-rules';
import styles from './tc-form.module.css';

/** The look-up's 404: no certificate matches, so the visitor is told what to check (other failures are not theirs). */
class NoCertificateMatch extends Error {}

async function lookUp(request: TcRequest): Promise<string> {
  const response = await fetch(apiPath('tcLookup', { schoolcode: schoolCode() }), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (response.status === 404) throw new NoCertificateMatch('TC look-up answered 404');
  if (!response.ok) throw new Error(`TC look-up answered ${response.status}`);
  const { tcResponseSchema } = await formRules();
  return tcResponseSchema.parse(await response.json()).data;
}

/** Saves the certificate to the visitor's device, as tc.jpg or tc.pdf by what the school stored; answers the name. */
async function download(path: string): Promise<string> {
  const response = await fetch(imagePath(path));
  if (!response.ok) throw new Error(`TC download answered ${response.status}`);
  const blob = await response.blob();
  const fileName = tcFileName(blob.type);
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  URL.revokeObjectURL(url);
  return fileName;
}

/** The transfer certificate look-up: admission number and full name, then the file. */
export function TcForm() {
  const [values, setValues] = useState<TcRequest>({ admission: '', name: '' });
  const [error, setError] = useState<string | null>(null);
  // The polite line under the error: the no-match hint, or where the certificate was saved.
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const errorId = `${formId}-error`;

  const update = (field: keyof TcRequest, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setError(null);
    setNotice(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A new attempt starts clean: an old failure must not sit beside a new "saved" line.
    setError(null);
    setNotice(null);
    const { fieldErrors, tcRequestSchema } = await formRules();
    if (Object.keys(fieldErrors(tcRequestSchema, values)).length > 0) {
      setError(tcMessages.empty);
      return;
    }
    setBusy(true);
    let path: string;
    try {
      path = await lookUp(tcRequestSchema.parse(values));
    } catch (lookupError) {
      console.error('TC look-up failed', lookupError);
      setError(tcMessages.requestFailed);
      if (lookupError instanceof NoCertificateMatch) setNotice(tcMessages.noMatch);
      setBusy(false);
      return;
    }
    try {
      setNotice(tcMessages.saved(await download(path)));
    } catch {
      window.alert(tcMessages.downloadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void formRules()}
      aria-label="Transfer certificate look-up"
    >
      <div className={styles.field}>
        <label htmlFor={`${formId}-admission`}>Admission No.</label>
        <input
          id={`${formId}-admission`}
          name="admission"
          className={styles.input}
          value={values.admission}
          // Admission numbers are codes such as HV2019/0456: capitals, no suggestions, no spelling marks.
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => update('admission', event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${formId}-name`}>Student Full Name</label>
        <input
          id={`${formId}-name`}
          name="name"
          className={styles.input}
          value={values.name}
          autoComplete="off"
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => update('name', event.target.value)}
        />
      </div>
      <button type="submit" className={styles.submit} disabled={busy}>
        View Details
      </button>
      <p id={errorId} role="alert" className={styles.error}>
        {error}
      </p>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
    </form>
  );
}
