/**
 * The import's CSV template (`/certificates/template.csv`): its header row and nothing else, so a row of example
 * data can never be imported by mistake. It starts with a byte-order mark, so a spreadsheet opens it as UTF-8 and
 * keeps names in any script as typed; the import reads past the mark.
 */
import { importColumns } from '@school/shared/certificates';
import type { Route } from './+types/certificate-template';
import { requireConsole, requirePermission } from '../console.server';

const certificateTemplateFileName = 'certificates-template.csv';

export function loader({ context, request }: Route.LoaderArgs) {
  requirePermission(requireConsole(context, request), 'certificates.manage');
  return new Response(`\uFEFF${importColumns.join(',')}\r\n`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${certificateTemplateFileName}"`,
    },
  });
}
