// `ours` of the share benchmark: the product's own server (embedded database, no render workers)
// with one ready video and its public link, so autocannon drives the real GET /s/{token}: the link
// looked up, a view recorded, the page rendered with its CSP. Prints `PORT n` and `TOKEN t`.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config.ts';
import { projects, users } from '../../src/server/db/schema.ts';
import { createServer } from '../../src/server/server.ts';
import { UserStatus } from '../../src/server/services/account/userStatus.ts';
import { mainLinkOf } from '../../src/server/services/sharing/shareLinks.ts';
import { createBlankProject } from '../../src/scene/factories.ts';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'share-bench-product-'));
const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', WORKERS: '0', TEMPLATE_PREVIEWS: 'off', VOICE_SAMPLES: 'on-request' });
const server = await createServer(config);
const { db } = server.context;
const [owner] = await db
  .insert(users)
  .values({
    email: 'bench@example.com',
    passwordHash: 'not-a-login',
    firstName: 'Alex',
    lastName: 'Morgan',
    status: UserStatus.active,
    calendarUrl: 'https://cal.example.com/alex',
  })
  .returning();
const [video] = await db
  .insert(projects)
  .values({
    userId: owner!.id,
    kind: 'video',
    name: 'Bench video',
    jsonData: createBlankProject({ mode: 0 }),
    isGenerated: true,
    generateStatus: 1,
    generateProgress: 100,
    generatedFile: 'AAAAAAAAAAAAAAAAAAAAAA.mp4',
  })
  .returning();
const link = await mainLinkOf(db, video!);
await server.app.listen({ port: 0, host: '127.0.0.1' });
// One write, so the bench reads both lines at once.
console.log(`PORT ${(server.app.server.address() as { port: number }).port}\nTOKEN ${link.token}`);
const stop = async () => {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
