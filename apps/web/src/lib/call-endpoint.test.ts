import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionsContract } from '@cofound/shared/connections/connections.contract';
import { ApiError } from './api-error';
import { callEndpoint } from './call-endpoint';

const CONNECTION_ID = '6f1c7a52-3d0e-4c4e-9a57-0c6f2e1d9b11';

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function requestsSent(response: Response) {
  const sent: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    return response;
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('callEndpoint', () => {
  it('builds the request from the contract: method, path parameters, query and body', async () => {
    let sent = requestsSent(answer(204));
    await expect(
      callEndpoint(connectionsContract.remove, { params: { connectionId: CONNECTION_ID } }),
    ).resolves.toBeNull();
    expect(sent).toEqual([
      { url: `/api/connections/${CONNECTION_ID}`, method: 'DELETE', body: undefined },
    ]);

    sent = requestsSent(answer(200, { items: [] }));
    await callEndpoint(connectionsContract.list, { query: { q: 'ada lovelace' } });
    expect(sent[0]!.url).toBe('/api/connections?q=ada%20lovelace');

    const profileId = '0b9d3e9c-7e61-4d0f-8d8e-6c1f8f0b2a33';
    const sentRequest = {
      id: CONNECTION_ID,
      profileId,
      status: 'pending',
      connectionState: 'pending_sent',
      createdAt: '2026-11-24T07:00:00.000Z',
    };
    sent = requestsSent(answer(201, sentRequest));
    await expect(callEndpoint(connectionsContract.send, { body: { profileId } })).resolves.toEqual(
      sentRequest,
    );
    expect(sent[0]).toEqual({ url: '/api/connections', method: 'POST', body: { profileId } });
  });

  it("checks the answer against the endpoint's response schema", async () => {
    requestsSent(answer(200, { items: 'not a list' }));
    const failure = await callEndpoint(connectionsContract.list, { query: {} }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
  });
});
