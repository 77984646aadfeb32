import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.resolve('data'),
      filesDir: path.resolve('data', 'files'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:8080',
      chromiumPath: '/usr/bin/chromium',
      workers: 1,
      renderHeartbeatSeconds: 30,
      renderCache: { maxAgeMs: 7 * 24 * 3600 * 1000, maxBytes: 20 * 2 ** 30 },
    });
  });

  it('reads the variables and trims the public address', () => {
    const config = loadConfig({ PORT: '9000', PUBLIC_URL: 'https://studio.example.com/', DATABASE_URL: 'postgres://u@db/x', SMTP_URL: '' });
    expect(config).toMatchObject({ port: 9000, publicUrl: 'https://studio.example.com', databaseUrl: 'postgres://u@db/x', smtpUrl: undefined });
  });

  it('refuses private hosts for contact pictures unless MERGE_IMAGE_ALLOW_PRIVATE_HOSTS=1 (tests only)', () => {
    expect(loadConfig({}).mergeImageAllowPrivateHosts).toBe(false);
    expect(loadConfig({ MERGE_IMAGE_ALLOW_PRIVATE_HOSTS: '1' }).mergeImageAllowPrivateHosts).toBe(true);
    expect(() => loadConfig({ MERGE_IMAGE_ALLOW_PRIVATE_HOSTS: 'yes' })).toThrow('MERGE_IMAGE_ALLOW_PRIVATE_HOSTS');
  });

  it('reads the render heartbeat, at least 3 s', () => {
    expect(loadConfig({ RENDER_HEARTBEAT_SECONDS: '6' }).renderHeartbeatSeconds).toBe(6);
    expect(() => loadConfig({ RENDER_HEARTBEAT_SECONDS: '2' })).toThrow('RENDER_HEARTBEAT_SECONDS');
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('PUBLIC_URL');
    }
  });

  it('reads the cloud speech endpoint only with its key', () => {
    expect(loadConfig({}).ttsCloud).toBeUndefined();
    expect(loadConfig({ TTS_CLOUD_URL: 'https://api.example.com/v1', TTS_CLOUD_API_KEY: 'sk-1' }).ttsCloud).toEqual({
      url: 'https://api.example.com/v1',
      apiKey: 'sk-1',
      model: 'tts-1',
    });
    expect(() => loadConfig({ TTS_CLOUD_URL: 'https://api.example.com/v1' })).toThrow('TTS_CLOUD_API_KEY');
    expect(() => loadConfig({ TTS_CLOUD_API_KEY: 'sk-1' })).toThrow(ConfigError);
  });

  it('offers Google sign-in only with a client id, its keys from Google unless told otherwise', () => {
    expect(loadConfig({}).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: ' 123.apps.googleusercontent.com ' }).google).toEqual({
      clientId: '123.apps.googleusercontent.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    });
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'x', GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' }).google?.jwksUrl).toBe('http://127.0.0.1:9/certs');
    expect(() => loadConfig({ GOOGLE_JWKS_URL: 'not a url' })).toThrow('GOOGLE_JWKS_URL');
  });

  describe('S3-compatible storage (S3_*)', () => {
    const minio = { S3_BUCKET: 'studio-files', S3_ENDPOINT: 'http://minio.internal:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

    it('keeps files in the local folder unless S3_BUCKET is set (empty counts as unset)', () => {
      expect(loadConfig({}).s3).toBeUndefined();
      expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: ' ', S3_REGION: '' }).s3).toBeUndefined();
    });

    it('reads an S3-compatible store at an endpoint: path-style addresses and us-east-1 unless told otherwise', () => {
      expect(loadConfig(minio).s3).toEqual({
        bucket: 'studio-files',
        endpoint: 'http://minio.internal:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
      });
      expect(loadConfig({ ...minio, S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: '0' }).s3).toMatchObject({ region: 'eu-central-1', forcePathStyle: false });
    });

    it("reads Amazon S3 itself (no endpoint): the region is needed, credentials may come from the SDK's own chain", () => {
      expect(loadConfig({ S3_BUCKET: 'studio', S3_REGION: 'eu-west-1' }).s3).toEqual({
        bucket: 'studio',
        endpoint: undefined,
        region: 'eu-west-1',
        credentials: undefined,
        forcePathStyle: false,
      });
      expect(() => loadConfig({ S3_BUCKET: 'studio' })).toThrow(/S3_REGION/);
    });

    it('is all or nothing: another S3_* variable without S3_BUCKET is named as an error', () => {
      expect(() => loadConfig({ S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow(ConfigError);
      expect(() => loadConfig({ S3_ENDPOINT: 'http://minio.internal:9000', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_BUCKET: .*S3_ENDPOINT, S3_ACCESS_KEY_ID are set/);
      expect(() => loadConfig({ S3_FORCE_PATH_STYLE: '1' })).toThrow(/S3_BUCKET: .*S3_FORCE_PATH_STYLE is set/);
    });

    it('takes the access key and its secret together or neither', () => {
      expect(() => loadConfig({ ...minio, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/);
      expect(() => loadConfig({ ...minio, S3_ACCESS_KEY_ID: undefined })).toThrow(/^Invalid configuration:\n {2}S3_ACCESS_KEY_ID: /);
      expect(loadConfig({ ...minio, S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' }).s3?.credentials).toBeUndefined();
    });

    it('names a bad endpoint, bucket name or path-style switch', () => {
      expect(() => loadConfig({ ...minio, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
      expect(() => loadConfig({ ...minio, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: an http:\/\/ or https:\/\/ address/);
      expect(() => loadConfig({ ...minio, S3_BUCKET: 'my/bucket' })).toThrow(/S3_BUCKET: a bucket name/);
      expect(() => loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    });
  });
});
