import fs from 'node:fs/promises';
import path from 'node:path';
import { multipartBody } from '../api/accountAreaSupport.ts';
import type { ApiAnswer } from './apiClient.ts';
import type { TestServer } from './testServer.ts';

/** POST /api/userlibrary/upload/ as the browser's FormData sends it (fields, then the file part media_file). */
export async function uploadToLibrary(
  server: Pick<TestServer, 'app'>,
  token: string,
  file: { fileName: string; bytes: Buffer } | undefined,
  fields: Record<string, string>,
  query = '',
): Promise<ApiAnswer> {
  const parts: Parameters<typeof multipartBody>[0] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file) parts.push({ name: 'media_file', file: { fileName: file.fileName, type: 'application/octet-stream', bytes: file.bytes } });
  const { payload, contentType } = multipartBody(parts);
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/userlibrary/upload/${query}`,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Token ${token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const listFolder = async (folder: string) => {
  try {
    return (await fs.readdir(folder)).sort();
  } catch {
    return [];
  }
};

/** Names of the files in the library's storage folder. */
export const storedLibraryFiles = (server: TestServer) => listFolder(path.join(server.dataDir, 'files', 'user-library'));

/** What is left in the server's folder for media work files (nothing once a request or job is done). */
export const workFolderLeftovers = (server: TestServer) => listFolder(path.join(server.dataDir, 'tmp'));

/** The stored file name at the end of a library address. */
export const fileNameOf = (address: string) => address.split('/').pop()!;
