/**
 * Builds the one Fastify application: the content API and the website.
 * Tests build it and call `inject`; only main.ts opens a port.
 */
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { may } from '@school/shared/staff-permissions';
import { consoleOrigins, dataFolders, type Config } from './config';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { startContact } from './modules/contact/contact-module';
import { contactRoutes } from './modules/contact/routes';
import { changeFeed } from './modules/content/change-feed';
import { contentRepository } from './modules/content/repository';
import { contentRoutes } from './modules/content/routes';
import { contentService } from './modules/content/service';
import { databaseCheck, healthRoutes } from './modules/health/routes';
import { documentRoutes } from './modules/documents/routes';
import { filesRepository } from './modules/files/repository';
import { filesService } from './modules/files/service';
import { binPurge } from './modules/publishing/bin-purge';
import { publishingService } from './modules/publishing/service';
import { sitePageTextEditing } from './web/page-text-editing';
import { staffAccounts } from './modules/staff/staff-accounts';
import { imageRoutes } from './modules/images/routes';
import { schoolsRepository } from './modules/schools/repository';
import { profileService } from './modules/schools/profile-service';
import { searchService } from './modules/search/service';
import { schoolsService } from './modules/schools/service';
import { certificatesService } from './modules/tc/console-service';
import { tcRepository } from './modules/tc/repository';
import { tcRoutes } from './modules/tc/routes';
import { tcService } from './modules/tc/service';
import { visitorsRepository } from './modules/visitors/repository';
import { visitorRoutes } from './modules/visitors/routes';
import { errorAnswers } from './http-errors';
import { allowedMethods } from './plugins/allowed-methods';
import { limitConnectionsPerAddress } from './plugins/connection-limit';
import { answerClientError, errorsPlugin, sendError } from './plugins/errors';
import { gracefulClosePlugin } from './plugins/graceful-close';
import { htmlCharsetPlugin } from './plugins/html-charset';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { requestSchoolPlugin } from './plugins/request-school';
import { defaultDeadlines, requestDeadlinesPlugin, serverDeadlines, type Deadlines } from './plugins/request-deadlines';
import { securityPlugin } from './plugins/security';
import { storableTextPlugin } from './plugins/storable-text';
import { openRedis } from './redis';
import { imageVariants } from './storage/image-variants';
import { openFileStores } from './storage/file-stores';
import { checkPrivate, privateDataPaths } from './storage/private-files';
import { consolePlugin } from './web/console';
import { certificateUploads } from './web/certificate-uploads';
import { staffGate } from './web/console-requests';
import { consoleUploads } from './web/console-uploads';
import { logoUpload } from './web/logo-upload';
import { firstPaintPlugin } from './web/first-paint';
import { redirectToPagePath } from './web/canonical-paths';
import { pageCache } from './web/page-cache/page-cache';
import { previewContext, previewPlugin } from './web/preview';
import { sitePlugin } from './web/site';
import { siteIndexFilesPlugin } from './web/site-index-files';

export interface AppOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Serve the website too (false for API-only tests). */
  serveSite?: boolean;
  /** Seed the demo school when it has no content yet; `config.DEMO` unless given. */
  seedDemo?: boolean;
  /** List cache lifetime; tests that write content turn it off. */
  contentCacheMs?: number;
  /** Serve the staff console under /admin (needs the console's build); `serveSite` unless given. */
  serveConsole?: boolean;
  /** An already open database, for tests that share one. */
  db?: Db;
  /** Keep rendered pages in memory (page-cache.ts); off only for tests that break the database behind its back. */
  cachePages?: boolean;
  /** How long a visitor may take to send a request (request-deadlines.ts); tests shorten them. */
  deadlines?: Partial<Deadlines>;
}

export async function buildApp({
  config,
  logger = false,
  serveSite = true,
  serveConsole = serveSite,
  seedDemo = config.DEMO,
  contentCacheMs = 5_000,
  db: givenDb,
  cachePages = true,
  deadlines: shortened,
}: AppOptions) {
  const deadlines = { ...defaultDeadlines, ...shortened };
  const server = serverDeadlines(deadlines);
  const app = Fastify({
    logger,
    // Client addresses (for the rate limits) come from X-Forwarded-For only through the configured proxy hops.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    bodyLimit: 64 * 1024,
    // HEAD runs the GET's whole answer instead (allowed-methods.ts).
    exposeHeadRoutes: false,
    ...server,
    // Node answers an HTTP/1.1 request without Host with a bare 400 of its own; errors.ts answers it in our shape.
    http: { ...server.http, requireHostHeader: false },
    // Fastify's own answers to a malformed URL, and to a request Node cannot read, are not in our error shape.
    frameworkErrors: (_error, _request, reply) => void sendError(reply as FastifyReply, errorAnswers.badUrl),
    clientErrorHandler: answerClientError,
    // Request ids tie a request's log lines together; they come from us, never from the client.
    genReqId: () => crypto.randomUUID(),
  });
  if (config.TRUST_PROXY_HOPS === 0 && config.MAX_CONNECTIONS_PER_ADDRESS > 0) {
    limitConnectionsPerAddress(app.server, config.MAX_CONNECTIONS_PER_ADDRESS, app.log);
  }
  // The API takes JSON bodies only; any other type is answered 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = givenDb ?? openDatabase(config.DATABASE_URL);
  if (!givenDb) app.addHook('onClose', () => db.destroy());
  await migrateToLatest(db);
  // The configured school always has its row, so a fresh database answers empty lists, not 404.
  await schoolsRepository(db).ensure(config.SCHOOL_CODE, config.SCHOOL_CODE);

  const folders = dataFolders(config);
  const { uploads, certificates, imageCache, close: closeStores } = openFileStores(config);
  app.addHook('onClose', async () => closeStores());
  // The data folder as an administrator left it: a path others can read is reported, not changed.
  await checkPrivate(privateDataPaths(config), app.log);
  const variants = imageVariants(uploads, imageCache);
  if (seedDemo) {
    // Imported only here, so that a production server never loads the demo school.
    const { refreshUntouchedDemoPages, seedDemoPagesIfNone, seedIfEmpty } = await import('./seed/seed');
    const seed = { db, uploads, certificates, schoolCode: config.SCHOOL_CODE, log: app.log };
    if (!(await seedIfEmpty(seed)) && !(await seedDemoPagesIfNone(seed))) await refreshUntouchedDemoPages(seed);
  }

  const schools = schoolsService(schoolsRepository(db));
  const content = contentService(contentRepository(db), schools, { cacheMs: contentCacheMs });
  const changes = changeFeed({ databaseUrl: config.DATABASE_URL, warn: (message) => app.log.warn(message) });
  changes.subscribe(content.forget);
  const profiles = profileService({ db, feed: changes, warn: (message) => app.log.warn(message) });
  changes.subscribe(profiles.forget);
  if (seedDemo) {
    const { demoProfile } = await import('@school/content/demo/profile');
    const { demoLogo } = await import('./modules/schools/demo-logo');
    await profiles.seed(config.SCHOOL_CODE, { ...demoProfile(), logo: await demoLogo(uploads, config.SCHOOL_CODE) });
  }
  const search = searchService({ content, profiles });
  changes.subscribe(search.forget);
  // What the site's pages read: the same services the API and the console use.
  const siteData = { content, profiles, search, timeZone: config.SCHOOL_TIME_ZONE };
  await changes.start();
  app.addHook('onClose', () => changes.close());
  const pages = pageCache({ schoolCode: config.SCHOOL_CODE, changes });
  const redis = openRedis(config, app.log);
  if (redis) app.addHook('onClose', redis.close);
  const staff = await staffAccounts(db, config, redis, app.log);
  // Every staff-only route outside the console's pages learns who is asking through this, and only this.
  const gate = staffGate(staff);
  const files = filesService({ uploads, variants, tempDir: folders.uploadTemp, log: app.log });
  const publishing = publishingService({
    db,
    feed: changes,
    timeZone: config.SCHOOL_TIME_ZONE,
    removeFiles: files.removeStored,
    pageText: serveSite ? await sitePageTextEditing(config.WEB_BUILD_DIR) : undefined,
  });
  // Items past their time in the bin are deleted every hour, whether or not anyone opens the Bin.
  const purge = binPurge({ db, removeFiles: files.removeStored, log: app.log });
  await purge.start();
  app.addHook('onClose', async () => purge.stop());
  if (seedDemo) {
    const { seedDemoStaff } = await import('./seed/demo-staff');
    await seedDemoStaff(staff, config.SCHOOL_CODE, app.log);
  }
  if (!(await staff.anyStaff())) {
    app.log.info(
      'No staff account yet. Create the first admin with: npm run staff -- add --email you@school.org --name "Your Name" --role admin',
    );
  }
  const tc = tcService(tcRepository(db), certificates);
  const certificatesConsole = certificatesService({ db, certificates, log: app.log });
  const contact = await startContact({ db, config, profiles, log: app.log });
  app.addHook('onClose', contact.close);

  await app.register(errorsPlugin);
  await app.register(requestSchoolPlugin, { schoolCode: config.SCHOOL_CODE });
  // Another spelling of a page's path goes to the page's own, before the cache answers it by any spelling.
  if (serveSite) app.addHook('onRequest', redirectToPagePath);
  // A kept page is answered before any other hook runs: its headers were kept with it.
  if (serveSite && cachePages) {
    app.addHook('onRequest', pages.serve);
    app.addHook('preClose', pages.closing);
  }
  // These look at each route as it is added (the methods it takes, whether it takes uploads), so before any.
  const methods = allowedMethods(app);
  await app.register(requestDeadlinesPlugin, deadlines);
  await app.register(storableTextPlugin);
  await app.register(gracefulClosePlugin);
  // Before the page cache keeps a page's headers.
  await app.register(htmlCharsetPlugin);
  // This reads and rewrites each page as written, so it comes before compression.
  if (serveSite) await app.register(firstPaintPlugin, { clientDir: path.join(config.WEB_BUILD_DIR, 'client') });
  await app.register(securityPlugin);
  // After the page's final headers are set, before it is compressed for this one answer.
  if (serveSite && cachePages) app.addHook('onSend', pages.keep);
  await app.register(rateLimitsPlugin, { redis });
  // Pages and scripts compress to a third of their size: it matters on a slow phone connection.
  await app.register(compress, { global: true, threshold: 1024 });
  methods.dropHeadBodiesLast();
  // Before the routes, so that it sees each of them.
  await app.register(openApiPlugin);

  await app.register(healthRoutes, {
    checks: {
      database: databaseCheck(db),
      storage: async () => {
        await Promise.all([uploads.check(), certificates.check(), imageCache.check()]);
      },
      ...(redis ? { redis: redis.check } : {}),
    },
  });
  await app.register(contentRoutes, { content });
  await app.register(visitorRoutes, { visitors: visitorsRepository(db), schools });
  await app.register(contactRoutes, { contact: contact.contact, schools });
  await app.register(tcRoutes, { tc, schools });
  await app.register(imageRoutes, {
    uploads,
    files: filesRepository(db),
    maySeeUnpublished: async (request) => may((await gate.working(request))?.role, 'content.edit'),
    tc,
    variants,
    publicUrl: config.PUBLIC_URL,
  });

  await app.register(documentRoutes, { content: contentRepository(db), uploads });

  // Needs no build, so API tests reach it without the console's pages.
  // Where the console's forms and uploads may be sent from.
  const origins = consoleOrigins(config);
  await app.register(consoleUploads, { db, files, publishing, staff: gate, origins });
  await app.register(logoUpload, { profiles, uploads, staff: gate, tempDir: files.tempDir, origins });
  await app.register(certificateUploads, {
    certificates: certificatesConsole,
    staff: gate,
    tempDir: files.tempDir,
    origins,
  });
  if (serveConsole) {
    await app.register(consolePlugin, {
      buildDir: config.ADMIN_BUILD_DIR,
      publishing,
      staff,
      profiles,
      inbox: contact.inbox,
      certificates: certificatesConsole,
      timeZone: config.SCHOOL_TIME_ZONE,
      publicUrl: config.PUBLIC_URL,
      origins,
    });
  }
  const previews = { siteData, publishing, staff: gate, schoolCode: config.SCHOOL_CODE };
  if (serveSite && serveConsole) await app.register(previewPlugin, previews);
  if (serveSite) {
    await app.register(siteIndexFilesPlugin, {
      buildDir: config.WEB_BUILD_DIR,
      db,
      siteData,
      schoolCode: config.SCHOOL_CODE,
      pages,
      publicUrl: config.PUBLIC_URL,
    });
    await app.register(sitePlugin, {
      buildDir: config.WEB_BUILD_DIR,
      siteData,
      schoolCode: config.SCHOOL_CODE,
      pages,
      publicUrl: config.PUBLIC_URL,
      ...(serveConsole ? { preview: previewContext(previews) } : {}),
    });
  }
  methods.refuseOtherMethods();
  return app;
}
