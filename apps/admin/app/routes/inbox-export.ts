/**
 * The inbox's CSV download (`/inbox/export?from=&to=`): the file itself, no
 * page. Days the server refuses go back to the inbox, whose export form shows
 * what to correct (without JavaScript, the form cannot check them first).
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/inbox-export';
import { requireConsole, requirePermission } from '../console.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const source = requireConsole(context, request);
  requirePermission(source, 'inbox.handle');
  const params = new URL(request.url).searchParams;
  const range = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const outcome = await source.exportMessages(range);
  if (!outcome.ok) {
    if (outcome.status === 400) throw redirect(`/inbox?${new URLSearchParams(range)}#export-heading`);
    throw data(null, { status: outcome.status });
  }
  return new Response(outcome.value.csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${outcome.value.fileName}"`,
    },
  });
}
