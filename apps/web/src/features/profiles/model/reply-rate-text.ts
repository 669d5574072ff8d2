import { replySpeedLabels, type ReplyRate } from '@cofound/shared/profiles/reply-rate';

/** 'Usually replies within a day · 80% answered' (docs/product.md#reply-rate). */
export function replyRateText({ answeredPercent, usually }: ReplyRate): string {
  return usually
    ? `${replySpeedLabels[usually]} · ${answeredPercent}% answered`
    : `${answeredPercent}% of requests and first messages answered`;
}
