import { data } from 'react-router';
import { PageNotFound } from '../components/layout/page-not-found';

/** Any path the site map does not know: status 404 and a way on. */
export function loader() {
  return data(null, { status: 404 });
}

export default PageNotFound;
