import { beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../src/server/http/routeTable.ts';
import { useTestServer } from '../support/testServer.ts';
import { makeOwnerFixtures, type OwnerFixtures } from './ownerFixtures.ts';
import { ownedKind, PUBLIC_BY_DESIGN, routeKey, SAMPLE_BODIES, withOwnedId } from './routePlacement.ts';
import { printFamilySummary } from './securitySummary.ts';

/**
 * The ownership matrix (issue 22): every route with a path parameter, every method, asked by a
 * teammate in the owner's organisation and by a user of another organisation for the owner's
 * object → 0 successes; each must answer 404, as if the object did not exist. The routes come from
 * the app's route table, so a new route is covered the day it is written: one that routePlacement.ts
 * cannot place (neither an owned object nor public by design) fails the test until it is placed.
 */

const { server, call } = useTestServer();
let fixtures: OwnerFixtures;
beforeAll(async () => {
  fixtures = await makeOwnerFixtures(server, call);
});

const routesWithParameters = () => routeTable(server.app).filter((route) => route.url.includes(':'));

describe('ownership matrix', () => {
  it('places every route with a path parameter: an owned object or public by design', () => {
    const unplaced = routesWithParameters().filter((route) => !ownedKind(route) && !PUBLIC_BY_DESIGN[routeKey(route)]);
    expect(unplaced.map(routeKey)).toEqual([]);
  });

  it('has a sample body for every owned POST and PUT route', () => {
    const missing = routesWithParameters().filter((route) => ownedKind(route) && (route.method === 'POST' || route.method === 'PUT') && !SAMPLE_BODIES[routeKey(route)]);
    expect(missing.map(routeKey)).toEqual([]);
  });

  it('answers the owner (the ids the matrix uses are real)', async () => {
    const reads = routesWithParameters().filter((route) => route.method === 'GET' && ownedKind(route) && !route.url.includes('/copy/'));
    for (const route of reads) {
      const answer = await call('GET', withOwnedId(route, fixtures.owned[ownedKind(route)!]), { token: fixtures.owner });
      expect(`${routeKey(route)}: ${answer.status}`).toBe(`${routeKey(route)}: 200`);
    }
  });

  it("answers 404 to every request for another user's object, from a teammate and from another organisation", async () => {
    const answers: string[] = [];
    let requests = 0;
    for (const route of routesWithParameters()) {
      const kind = ownedKind(route);
      if (!kind) continue;
      const url = withOwnedId(route, fixtures.owned[kind]);
      for (const { who, token } of fixtures.askers) {
        requests += 1;
        const answer = await call(route.method as 'GET', url, { token, body: SAMPLE_BODIES[routeKey(route)]?.() });
        if (answer.status !== 404) answers.push(`${route.method} ${url} as ${who}: ${answer.status}`);
      }
    }
    printFamilySummary('ownership', `${requests} requests, ${answers.length} succeeded or answered other than 404`);
    expect(requests).toBeGreaterThan(20);
    expect(answers).toEqual([]);
  });
});
