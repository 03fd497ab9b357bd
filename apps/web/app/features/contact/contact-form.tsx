import { useId, useState, type FormEvent } from 'react';
import { apiPath } from '@school/shared/api-paths';
import type { ContactField, ContactSubmission } from '@school/shared/forms';
import { contactMessages, professions } from '@school/shared/form-words';
import { schoolCode } from '../../site/school-code';
import { formRules } from '../../site/form-rules';
import styles from './contact-form.module.css';

type Values = Record<ContactField, string>;
type Status = { kind: 'error' | 'success'; text: string } | null;

const empty: Values = { name: '', email: '', phone: '', message: '', profession: '' };

const labels: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone Number',
  profession: 'Profession',
  message: 'Message',
};

async function send(values: Values): Promise<boolean> {
  const { contactFormSchema } = await formRules();
  const body: ContactSubmission = { ...contactFormSchema.parse(values), tag: 'dif' };
  const response = await fetch(apiPath('form', { schoolcode: schoolCode(), formType: 'contact' }), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) return false;
  // Any truthy answer counts as sent (spec section 7).
  return Boolean(await response.json());
}

/** The contact form of spec section 5: every field required, checked by the shared rules. */
export function ContactForm() {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [status, setStatus] = useState<Status>(null);
  const [sending, setSending] = useState(false);
  const formId = useId();

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { contactFormSchema, fieldErrors } = await formRules();
    const found = fieldErrors(contactFormSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'error', text: contactMessages.failedCheck });
      return;
    }
    setSending(true);
    setStatus(null);
    try {
      if (!(await send(values))) throw new Error('not sent');
      setValues(empty);
      setStatus({ kind: 'success', text: contactMessages.sent });
    } catch {
      setStatus({ kind: 'error', text: contactMessages.sendFailed });
    } finally {
      setSending(false);
    }
  };

  const field = (name: ContactField) => {
    const id = `${formId}-${name}`;
    const error = errors[name];
    return {
      id,
      name,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      className: styles.input,
    };
  };

  const fieldBlock = (name: ContactField, control: React.ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`${formId}-${name}`} className={styles.label}>
        {labels[name]}
      </label>
      {control}
      {errors[name] && (
        <p id={`${formId}-${name}-error`} className={styles.error}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void formRules()}
      aria-label="Contact form"
    >
      <div className={styles.row}>
        {fieldBlock(
          'name',
          <input {...field('name')} autoComplete="name" onChange={(e) => update('name', e.target.value)} />,
        )}
        {fieldBlock(
          'email',
          <input
            {...field('email')}
            type="email"
            autoComplete="email"
            onChange={(e) => update('email', e.target.value)}
          />,
        )}
      </div>
      <div className={styles.row}>
        {fieldBlock(
          'phone',
          <input
            {...field('phone')}
            type="tel"
            // The telephone keypad has the plus sign, spaces and hyphens that the shared rule now accepts.
            inputMode="tel"
            autoComplete="tel-national"
            onChange={(e) => update('phone', e.target.value)}
          />,
        )}
        {fieldBlock(
          'profession',
          <select {...field('profession')} onChange={(e) => update('profession', e.target.value)}>
            <option value="">Select your profession</option>
            {professions.map((profession) => (
              <option key={profession} value={profession}>
                {profession}
              </option>
            ))}
          </select>,
        )}
      </div>
      {fieldBlock(
        'message',
        <textarea {...field('message')} rows={5} onChange={(e) => update('message', e.target.value)} />,
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? 'Sending…' : 'Send Message'}
        </button>
        <p role="status" className={status?.kind === 'success' ? styles.success : styles.error}>
          {status?.text}
        </p>
      </div>
    </form>
  );
}
