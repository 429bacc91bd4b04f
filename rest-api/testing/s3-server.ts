import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** An S3-compatible server for tests (s3rver on loopback, its objects in a temporary folder). */
export interface TestS3Server {
  /** `http://127.0.0.1:<port>`. */
  endpoint: string;
  bucket: string;
  /** The rest-api settings that send files to it (with `AWS_*` credentials s3rver accepts). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Starts s3rver on 127.0.0.1 (a free port) with an empty bucket `bucket`, and sets the AWS SDK's region
 * and credentials in `process.env` (s3rver's fixed key pair `S3RVER`/`S3RVER`), as a deployment would.
 * Nothing needs to be installed: s3rver is an npm package.
 */
export async function startTestS3Server(bucket = 'back-office-files'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const address = await server.run();
  Object.assign(process.env, { AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
