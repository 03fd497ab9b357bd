/** A page with the header's search box and the address the browser is at, for the search box's tests. */
import { Outlet, createRoutesStub, useLocation } from 'react-router';
import { SiteSearch } from '../app/components/layout/site-search';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function Frame() {
  return (
    <>
      <SiteSearch />
      <Outlet />
      <Location />
    </>
  );
}

/** Every address is a page under the frame. */
export const SearchFrame = createRoutesStub([
  { Component: Frame, children: [{ path: '*', Component: () => <p>Page</p> }] },
]);
