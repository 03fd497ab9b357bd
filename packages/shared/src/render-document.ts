/**
 * The server render of a page of the site or the console: React Router's
 * default `entry.server` with two differences (decision 013).
 *
 * - Every inline script React and React Router write carries the answer's
 *   nonce, which the server puts in the load context and names in the page's
 *   Content-Security-Policy.
 * - A render error after the first bytes were sent goes to the server's log
 *   for that request, not to stderr.
 *
 * The console's pages stream to people, and come whole to crawlers. The site's
 * pages always come whole (`renderWholeDocument`): the server reads each one
 * whole anyway, to inline its critical CSS and to keep it in the page cache
 * (apps/server/src/web/first-paint.ts), so streaming would gain nothing. A
 * page streamed then was written in two forms depending on which of its parts
 * was ready first, the later one carrying React's script for moving streamed
 * parts into place (0.5 KB with gzip), and the page cache kept whichever came.
 */
// The one server-only module here: React's renderer pipes into a Node stream.
/// <reference types="node" />
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { createElement, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    /** The nonce of this answer's inline scripts; absent under `react-router dev`, which sends no policy. */
    scriptNonce?: string;
    /** Where an error in a part of the page rendered after its first bytes is logged. */
    logRenderError?: (error: unknown) => void;
  }
}

/** How long a slow part of a page may hold the stream before it is sent as its fallback. */
export const streamTimeout = 5_000;

type Render = (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) => Promise<Response>;

/** A page that streams to people as its parts are ready, and comes whole to crawlers. */
export const renderDocument: Render = (request, status, headers, routerContext, loadContext) => {
  const userAgent = request.headers.get('user-agent');
  const whole = Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode;
  return render(whole ? 'onAllReady' : 'onShellReady', request, status, headers, routerContext, loadContext);
};

/**
 * Puts the page around values that only the server's render has, which a page's data for the browser does not carry
 * (the site's inline logo, apps/web/app/site/inline-logo.tsx).
 */
export type ServerOnlyValues = (page: ReactElement, loadContext: AppLoadContext) => Promise<ReactElement>;

/** A page whose first byte is sent once all of it is rendered, with `serverOnly`'s values around it if given. */
export const wholeDocumentRenderer =
  (serverOnly?: ServerOnlyValues): Render =>
  (request, status, headers, routerContext, loadContext) =>
    render('onAllReady', request, status, headers, routerContext, loadContext, serverOnly);

export const renderWholeDocument: Render = wholeDocumentRenderer();

function render(
  readyOption: 'onAllReady' | 'onShellReady',
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
  serverOnly?: ServerOnlyValues,
): Promise<Response> {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  const nonce = loadContext.scriptNonce;
  const router = createElement(ServerRouter, { context: routerContext, url: request.url, nonce });
  return (serverOnly ? serverOnly(router, loadContext) : Promise.resolve(router)).then((page) =>
    renderPage(page, readyOption, responseStatusCode, responseHeaders, loadContext),
  );
}

function renderPage(
  page: ReactElement,
  readyOption: 'onAllReady' | 'onShellReady',
  responseStatusCode: number,
  responseHeaders: Headers,
  loadContext: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext.scriptNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    // Sends what could not be rendered in time as its fallback, a second after React Router stops waiting.
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout);
            timeout = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        // An error before the shell rejects, and React Router logs it through handleError.
        if (shellRendered) (loadContext.logRenderError ?? console.error)(error);
      },
    });
  });
}
