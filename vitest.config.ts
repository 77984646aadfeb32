import { configDefaults, defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * API suites of routes that read only shipped catalogues and files: the database answers nothing
 * but their session check (which the account suites test on both databases), so they run once, on PGlite.
 */
const catalogueApiTests = [
  'tests/api/animationCatalogues.test.ts',
  'tests/api/assetCatalogues.test.ts',
  'tests/api/avatarImages.test.ts',
  'tests/api/effectCatalogues.test.ts',
  'tests/api/mailClients.test.ts',
  'tests/api/music.test.ts',
  'tests/api/stockCatalogue.test.ts',
  'tests/api/transitionCatalogue.test.ts',
];

/**
 * API suites whose subject is the media made (renders, speech, pictures, processed uploads): the
 * database only keeps their bookkeeping, whose routes and rules the other suites test on both
 * databases, so they run once, on PGlite (the embedded product's database).
 */
const mediaApiTests = [
  'tests/api/batchPreflight.test.ts',
  'tests/api/batchRender.test.ts',
  'tests/api/generateFaults.test.ts',
  'tests/api/generateSpeech.test.ts',
  'tests/api/mailRender.test.ts',
  'tests/api/personalisationImages.test.ts',
  'tests/api/personalisationPronunciation.test.ts',
  'tests/api/personalisationRender.test.ts',
  'tests/api/speechBatch.test.ts',
  'tests/api/speechCloud.test.ts',
  'tests/api/speechVoices.test.ts',
  'tests/api/templatePagePreviews.test.ts',
  'tests/api/templatePreviews.test.ts',
  'tests/api/userLibraryProcessing.test.ts',
];

/**
 * API suites whose subject is where files are kept (S3-compatible storage, on an s3rver peer): the
 * database plays no part in it, so they run once, on PGlite. (The S3 store's own contract suite,
 * `src/server/services/storage/s3FileStorage.test.ts`, is a `unit` test: it also runs once.)
 */
const storageApiTests = ['tests/api/storageS3.test.ts'];

/** Makes the migrated PGlite cluster that every PGlite test database and product server starts from. */
const migratedPglite = 'tests/support/migratedPglite.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on CI's two. The API suites mostly
    // wait on their database and child processes, so two run side by side; the browser and
    // end-to-end projects stay one file at a time (each keeps Chromium busy on both cores: two
    // journeys side by side each took about 2.4 times as long).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/**/*.store.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'component',
          // Components, and the app's store driven as the components drive it (`*.store.test.ts`): both in a page, with msw for the API.
          include: ['src/**/*.test.tsx', 'src/**/*.store.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/support/app/setup.ts'],
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DATABASE: 'pglite' },
          globalSetup: [migratedPglite],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: ['tests/api/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...catalogueApiTests, ...mediaApiTests, ...storageApiTests],
          env: { TEST_DATABASE: 'postgres', TEST_POSTGRES_URL: postgresUrl },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          env: { TEST_DATABASE: 'pglite' },
          globalSetup: [migratedPglite],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.spec.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          globalSetup: [migratedPglite],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
