import type { Route } from './+types/tc-issued';
import { documentHref } from '@school/shared/asset-paths';
import { sampleCertificateKey } from '@school/shared/page-documents';
import { ContentBlocks } from '../blocks/views/content-blocks';
import { PdfFrame } from '../blocks/views/pdf-frame';
import { metaWithBlockAssets } from '../blocks/page/block-assets';
import { withBlockComponents } from '../blocks/page/block-components';
import { loadPageContent, withSchoolData } from '../blocks/page/page-content.server';
import { TcForm } from '../features/tc/tc-form';
import styles from './tc-issued.module.css';

/** The sample certificate beside the form, in a frame of the spec's height (section 9). */
const sampleCertificate = {
  title: 'Sample transfer certificate',
  href: documentHref(sampleCertificateKey),
  height: 500,
  label: 'Open the sample certificate',
};

/** The page's text, and the sample as this render shows it: not yet uploaded, until the school publishes it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [page, sample] = await Promise.all([
    loadPageContent(request, context),
    withSchoolData(sampleCertificate, context),
  ]);
  return { ...page, sample };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  withBlockComponents(serverLoader(), request);

export const meta = metaWithBlockAssets;

export default function TcIssued({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.layout}>
      <ContentBlocks blocks={loaderData.blocks} />
      <div className={styles.columns}>
        <section aria-labelledby="tc-form-heading">
          <h2 id="tc-form-heading">Find a certificate</h2>
          <TcForm />
        </section>
        <section aria-labelledby="tc-sample-heading">
          <h2 id="tc-sample-heading">Sample certificate</h2>
          <PdfFrame {...loaderData.sample} />
        </section>
      </div>
    </div>
  );
}

/** A page the school has not published answers 404, drawn as the not-found page. */
export { PageTextErrorBoundary as ErrorBoundary } from '../components/layout/page-not-found';
