type Env = Record<string, string | undefined>;

/**
 * Why uploaded photos would not reach every visitor, or null. With DATABASE_URL there may be
 * several instances behind one address, and a photo kept on one instance's disk answers 404
 * from the others, so about half the requests for it fail on two. A single instance on
 * PostgreSQL is fine, but nothing here can tell it from several, so the owner is told what to
 * set. Serverless hosts refuse local uploads outright (lib/storage/local.ts): they are told so.
 */
export function sharedUploadsProblem(env: Env = process.env): string | null {
  if (env.UPLOADTHING_TOKEN || !env.DATABASE_URL) return null;
  if (env.VERCEL || env.NETLIFY || env.AWS_LAMBDA_FUNCTION_NAME)
    return "Photo uploads are refused on this host: it has no lasting disk. Set UPLOADTHING_TOKEN to store photos with uploadthing.";
  return "Photos are stored on this instance's disk only (no UPLOADTHING_TOKEN). With DATABASE_URL set the shop may run as several instances, and a photo uploaded to one is missing (404) on the others. Set UPLOADTHING_TOKEN to store photos with uploadthing, or run a single instance.";
}

let warned = false;

/** Says sharedUploadsProblem in the start's log once per process, however often the start hook runs. */
export function warnIfUploadsNotShared(log: (message: string) => void = console.warn): void {
  const problem = sharedUploadsProblem();
  if (!problem || warned) return;
  warned = true;
  log(`\n[server] WARNING: ${problem}\n`);
}
