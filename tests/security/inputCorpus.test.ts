import { beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type RouteEntry } from '../../src/server/http/routeTable.ts';
import { useTestServer } from '../support/testServer.ts';
import { makeOwnerFixtures, type OwnerFixtures } from './ownerFixtures.ts';
import { ownedKind, withOwnedId } from './routePlacement.ts';
import { printFamilySummary } from './securitySummary.ts';

/**
 * The input corpus (issue 22): hostile bodies against every POST and PUT route of the route table,
 * sent by a signed-in owner (for their own objects where the path names one) → never a 5xx.
 */

/** One hostile body: raw bytes and the Content-Type they claim. */
type Probe = { name: string; contentType: string; payload: string | Buffer };

const deepNesting = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const CORPUS: Probe[] = [
  {
    name: 'NUL in every usual field',
    contentType: 'application/json',
    payload: JSON.stringify(Object.fromEntries(['name', 'email', 'password', 'first_name', 'message', 'query', 'd', 'text'].map((field) => [field, 'a\u0000b']))),
  },
  { name: 'lone surrogates', contentType: 'application/json', payload: '{"name":"\\ud800","email":"\\udfff@example.com","text":"x\\ud83d"}' },
  { name: 'invalid UTF-8', contentType: 'application/json', payload: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]) },
  { name: '10 MB body', contentType: 'application/json', payload: JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024) }) },
  { name: 'deep nesting', contentType: 'application/json', payload: deepNesting },
  { name: '__proto__ and constructor', contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},"name":"x"}' },
  { name: 'broken JSON', contentType: 'application/json', payload: '{"name":' },
  { name: 'plain text', contentType: 'text/plain', payload: 'name=x' },
  { name: 'XML', contentType: 'application/xml', payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>' },
  { name: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'garbage' },
  { name: 'form data', contentType: 'application/x-www-form-urlencoded', payload: 'name=%00&email=x' },
  { name: 'an array', contentType: 'application/json', payload: '[1,2,3]' },
  { name: 'null', contentType: 'application/json', payload: 'null' },
];

// Google sign-in configured, so that its call reads the bodies too (no body of the corpus is a token: its keys are never fetched).
const { server } = useTestServer({ GOOGLE_CLIENT_ID: 'corpus.apps.googleusercontent.com', GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' });
let fixtures: OwnerFixtures;
beforeAll(async () => {
  fixtures = await makeOwnerFixtures(server, (await import('../support/apiClient.ts')).apiClient(server.app));
});

const addressOf = (route: RouteEntry) => {
  const kind = ownedKind(route);
  return kind ? withOwnedId(route, fixtures.owned[kind]) : route.url;
};

describe('input corpus', () => {
  it('answers every hostile body to every POST and PUT route without a 5xx', async () => {
    const routes = routeTable(server.app).filter((route) => route.method === 'POST' || route.method === 'PUT');
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      for (const probe of CORPUS) {
        requests += 1;
        const answer = await server.app.inject({
          method: route.method as 'POST',
          url: addressOf(route),
          payload: probe.payload,
          headers: { 'content-type': probe.contentType, authorization: `Token ${fixtures.owner}` },
        });
        if (answer.statusCode >= 500) failures.push(`${route.method} ${route.url} with ${probe.name}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
      }
    }
    printFamilySummary('input', `${requests} requests over ${routes.length} routes, ${failures.length} answered 5xx`);
    expect(routes.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });
});
