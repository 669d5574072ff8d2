import { afterEach, describe, expect, it } from 'vitest';
import {
  IDEA_INTENT_KEY,
  IDEA_INTENT_MAX_AGE_MS,
  ideaSignInTarget,
  saveIdeaIntent,
  takeIdeaIntent,
  type IdeaIntent,
} from './idea-intent';

const like: IdeaIntent = { action: 'like', ideaId: 'i-1', from: '/ideas?q=ai', savedAt: 1_000 };

afterEach(() => window.sessionStorage.clear());

describe('idea intent', () => {
  it('is taken once', () => {
    saveIdeaIntent(like);
    expect(takeIdeaIntent({ now: 2_000 })).toEqual(like);
    expect(takeIdeaIntent({ now: 2_000 })).toBeNull();
  });

  it('keeps an interest for its idea', () => {
    const interest: IdeaIntent = {
      action: 'interest',
      ideaId: 'i-2',
      from: '/ideas',
      savedAt: 1_000,
    };
    saveIdeaIntent(interest);
    expect(takeIdeaIntent({ now: 2_000 })).toEqual(interest);
    window.sessionStorage.setItem(
      IDEA_INTENT_KEY,
      '{"action":"interest","from":"/ideas","savedAt":1}',
    );
    expect(takeIdeaIntent({ now: 2 })).toBeNull();
  });

  it('drops a stale or malformed one', () => {
    saveIdeaIntent(like);
    expect(takeIdeaIntent({ now: 1_000 + IDEA_INTENT_MAX_AGE_MS + 1 })).toBeNull();
    expect(window.sessionStorage.getItem(IDEA_INTENT_KEY)).toBeNull();
    window.sessionStorage.setItem(IDEA_INTENT_KEY, '{"action":"like","from":"/ideas","savedAt":1}');
    expect(takeIdeaIntent({ now: 2 })).toBeNull();
  });

  it('builds the sign-in link with the return path, action and idea', () => {
    const target = ideaSignInTarget(like);
    const url = new URL(target.to, 'http://x');
    expect(url.pathname).toBe('/signin');
    expect(url.searchParams.get('from')).toBe('/ideas?q=ai');
    expect(url.searchParams.get('action')).toBe('like');
    expect(url.searchParams.get('ideaId')).toBe('i-1');
    expect(ideaSignInTarget({ action: 'share', from: '//evil.example' }).state).toEqual({
      from: '/ideas',
      action: 'share',
    });
  });
});
