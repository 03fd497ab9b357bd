/** The rules of the console's account forms: sign-in, codes, passwords and new accounts. */
import { z } from 'zod';
import { staffRoles } from './staff-permissions';

/** Long enough to resist guessing, short enough to type on a phone; the same number better-auth enforces. */
export const minimumPasswordLength = 10;
/** The longest password the forms take; better-auth is told the same, so any password chosen here signs in. */
export const maximumPasswordLength = 200;

const email = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter an email address such as name@school.org.'));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password.').max(maximumPasswordLength),
});

export const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});

export const passwordSchema = z.object({
  password: z.string().min(1, 'Enter your password.').max(maximumPasswordLength),
});

export const newPasswordSchema = z
  .object({
    currentPassword: z.string().max(maximumPasswordLength).default(''),
    newPassword: z
      .string()
      .min(minimumPasswordLength, `Choose a password of at least ${minimumPasswordLength} characters.`)
      .max(maximumPasswordLength, `Choose a password of at most ${maximumPasswordLength} characters.`),
    confirmPassword: z.string().max(maximumPasswordLength),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'The two passwords are not the same. Type the new password twice.',
    path: ['confirmPassword'],
  });

export const staffRoleSchema = z.enum(staffRoles, 'Choose a role: admin, publisher, editor or office.');

export const addStaffSchema = z.object({
  name: z.string().trim().min(1, 'Enter the person’s name.').max(100),
  email,
  role: staffRoleSchema,
});

export const settingsSchema = z.object({
  requireTwoFactor: z
    .string()
    .optional()
    .transform((value) => value === 'on' || value === 'true'),
});
