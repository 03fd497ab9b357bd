import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * The console's addresses, under /admin. Sign-in and sign-out stand alone;
 * every other page sits in the console layout, whose loader sends visitors who
 * are not signed in to the sign-in page. Each kind of content has one list and
 * one edit screen, driven by packages/shared/src/console-kinds.ts.
 */
export default [
  route('sign-in', 'routes/sign-in.tsx'),
  route('sign-out', 'routes/sign-out.tsx'),
  layout('routes/console-layout.tsx', [
    index('routes/start.tsx'),
    route('new-password', 'routes/new-password.tsx'),
    route('account', 'routes/account.tsx'),
    route('bin', 'routes/bin.tsx'),
    route('staff', 'routes/staff.tsx'),
    route('audit', 'routes/audit.tsx'),
    route('settings', 'routes/settings.tsx'),
    route('inbox', 'routes/inbox.tsx'),
    route('inbox/export', 'routes/inbox-export.ts'),
    route('inbox/:id', 'routes/inbox-message.tsx'),
    route('certificates', 'routes/certificates.tsx'),
    route('certificates/new', 'routes/certificate-new.tsx'),
    route('certificates/import', 'routes/certificate-import.tsx'),
    route('certificates/template.csv', 'routes/certificate-template.ts'),
    route('certificates/:id', 'routes/certificate-detail.tsx'),
    // Every page of the site map, written or not; a page's text is edited on the item screens below.
    route('pages', 'routes/page-list.tsx'),
    route(':kind', 'routes/item-list.tsx'),
    route(':kind/new', 'routes/item-edit.tsx', { id: 'item-new' }),
    route(':kind/:id', 'routes/item-edit.tsx', { id: 'item-edit' }),
    route(':kind/:id/history', 'routes/item-history.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
