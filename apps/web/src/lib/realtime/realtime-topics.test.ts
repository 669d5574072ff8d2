import { describe, expect, it } from 'vitest';
import type { RealtimeClientMessage } from '@cofound/shared/realtime';
import { attachTopicSender, watchTopic } from './realtime-topics';

const topic = 'project:11111111-1111-4111-8111-111111111111';

describe('realtime topics', () => {
  it('watches once for many components, unwatches after the last, and re-sends on reconnect', () => {
    const sent: RealtimeClientMessage[] = [];
    attachTopicSender((message) => sent.push(message));
    const first = watchTopic(topic);
    const second = watchTopic(topic);
    expect(sent).toEqual([{ type: 'watch', topic }]);

    attachTopicSender(null);
    const resent: RealtimeClientMessage[] = [];
    attachTopicSender((message) => resent.push(message));
    expect(resent).toEqual([{ type: 'watch', topic }]);

    first();
    expect(resent).toHaveLength(1);
    second();
    expect(resent).toEqual([
      { type: 'watch', topic },
      { type: 'unwatch', topic },
    ]);
    attachTopicSender(null);
  });
});
