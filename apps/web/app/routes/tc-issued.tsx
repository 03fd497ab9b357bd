import type { Route } from './+types/tc-issued';
import { documentHref } from '@school/shared/asset-paths';
import { ContentBlocks } from '../blocks/views/content-blocks';
import { PdfFrame } from '../blocks/views/pdf-frame';
import { metaWithBlockAssets } from '../blocks/page/block-assets';
import { clientLoaderWithBlocks } from '../blocks/page/block-components';
import { loadPageContent } from '../blocks/page/page-content.server';
import { TcForm } from '../features/tc/tc-form';
import styles from './tc-issued.module.css';

/** The height of the sample certificate frame (spec section 9). */
const sampleFrameHeight = 500;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPageContent(request, context);
}

export const clientLoader = clientLoaderWithBlocks;

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
          <PdfFrame
            title="Sample transfer certificate"
            href={documentHref('sample-tc')}
            height={sampleFrameHeight}
            label="Open the sample certificate"
          />
        </section>
      </div>
    </div>
  );
}
