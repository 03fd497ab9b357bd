/**
 * `npm run staff`: staff accounts from the command line, how a real school
 * gets its first admin.
 *
 *     npm run staff -- add --email E --name N --role R [--school CODE]
 *     npm run staff -- reset-password --email E
 *
 * Both print a one-time password; the console asks for a new one at the first sign-in.
 */
import { parseArgs } from 'node:util';
import { schoolCodeSchema } from '@school/shared/api-schema';
import { addStaffSchema } from '@school/shared/staff-schemas';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { schoolsRepository } from './modules/schools/repository';
import { staffAccounts } from './modules/staff/staff-accounts';

const usage = `Usage:
  npm run staff -- add --email E --name N --role admin|publisher|editor|office [--school CODE]
  npm run staff -- reset-password --email E`;

const commandLine = { id: null, name: 'command line' };

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    school: { type: 'string' },
  },
});
const [command] = positionals;
if (command !== 'add' && command !== 'reset-password') fail('Say what to do: add or reset-password.');

const config = readConfig();
const db = openDatabase(config.DATABASE_URL);
try {
  await migrateToLatest(db);
  const staff = await staffAccounts(db, config);

  if (command === 'add') {
    const input = addStaffSchema.safeParse({ email: values.email, name: values.name, role: values.role });
    if (!input.success)
      fail(input.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'));
    const code = schoolCodeSchema.safeParse(values.school ?? config.SCHOOL_CODE);
    if (!code.success) fail('--school: letters, digits, - and _ only.');
    await schoolsRepository(db).ensure(code.data, code.data);
    const created = await staff.createAccount({ ...input.data, schoolCode: code.data }, commandLine);
    if (!created.ok) fail(created.message);
    console.log(`Made ${input.data.role} account for ${input.data.name} <${input.data.email}> at ${code.data}.`);
    console.log(`One-time password: ${created.value.password}`);
    console.log('Sign in at /admin/sign-in; the console asks for a new password first.');
  } else {
    const email = addStaffSchema.shape.email.safeParse(values.email);
    if (!email.success) fail('--email: an email address such as name@school.org.');
    const user = await staff.findUserByEmail(email.data);
    if (!user) fail(`There is no account with the email address ${email.data}.`);
    const { password } = await staff.resetPassword(user.id, commandLine, user.email);
    console.log(`New one-time password for ${user.email}: ${password}`);
    console.log('Their open sessions have ended; the console asks for a new password at the next sign-in.');
  }
} finally {
  await db.destroy();
}
