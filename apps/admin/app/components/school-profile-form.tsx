/**
 * The school profile, part of Settings: every fact about the school that the site's pages show, in groups. Saved
 * with the version it was opened at, so a colleague's save in between is not overwritten.
 */
import { getFormProps } from '@conform-to/react';
import { Form } from 'react-router';
import type { SavedProfile } from '@school/shared/console-source';
import { schoolProfileFormSchema, schoolProfileLabels } from '@school/shared/school-profile';
import { formatSchoolTime } from '@school/shared/school-time';
import { InputField, type TextMeta } from './fields';
import { ErrorMessage } from './messages';
import type { FormReply } from '../forms/form-reply';
import { useConsoleForm } from '../forms/use-console-form';
import { profileFieldGroups } from '../profile-fields';
import { LogoForm } from './logo-form';
import styles from './school-profile-form.module.css';

export const profileIntent = 'profile';

interface SchoolProfileFormProps {
  saved: SavedProfile;
  reply: FormReply | undefined;
  /** The school's clock, for when it was last saved. */
  timeZone: string;
}

export function SchoolProfileForm({ saved, reply, timeZone }: SchoolProfileFormProps) {
  const [form, fields] = useConsoleForm({
    id: 'school-profile',
    schema: schoolProfileFormSchema,
    reply,
    defaultValue:
      saved.profile &&
      Object.fromEntries(
        Object.entries(schoolProfileFormSchema.parse(saved.profile)).map(([name, value]) => [name, String(value)]),
      ),
  });
  const version = reply?.result.initialValue?.version ?? String(saved.version);
  return (
    <section aria-labelledby="school-profile-heading" className="panel">
      <h2 id="school-profile-heading">School profile</h2>
      <p>
        What the site says about the school: the header, the footer and every page show it. A change is on the site as
        soon as you save.
      </p>
      {saved.updatedAt && saved.updatedBy && (
        <p className="hint">
          Last saved by <bdi>{saved.updatedBy}</bdi> on {formatSchoolTime(saved.updatedAt, timeZone)}.
        </p>
      )}
      <LogoForm saved={saved} />
      <ErrorMessage message={reply?.message} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={profileIntent} />
        <input type="hidden" name="version" value={typeof version === 'string' ? version : ''} />
        {profileFieldGroups.map((group) => (
          <fieldset key={group.legend} className={styles.group}>
            <legend>{group.legend}</legend>
            {group.fields.map((field) => (
              <InputField
                key={field.name}
                // The year is a number once checked; in the form, as here, every field is text.
                meta={fields[field.name] as TextMeta}
                label={schoolProfileLabels[field.name]}
                hint={field.hint}
                type={field.type}
                inputMode={field.inputMode}
                required={field.required}
              />
            ))}
          </fieldset>
        ))}
        <button type="submit" className="button">
          Save
        </button>
      </Form>
    </section>
  );
}
