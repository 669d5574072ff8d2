import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pitchMessages } from '@cofound/shared/pitch/pitch.schemas';
import { cameraErrorMessage, usePitchRecorder } from './use-pitch-recorder';

/** Just enough of MediaRecorder: start, one chunk and stop, as the browser calls them. */
class FakeRecorder {
  static instances: FakeRecorder[] = [];
  static isTypeSupported = () => true;
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions,
  ) {
    FakeRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['webm bytes']) });
    this.onstop?.();
  }
}

const track = { stop: vi.fn() };
const stream = { getTracks: () => [track] } as unknown as MediaStream;

beforeEach(() => {
  vi.useFakeTimers();
  FakeRecorder.instances = [];
  track.stop.mockClear();
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  vi.stubGlobal('navigator', {
    mediaDevices: { getUserMedia: vi.fn(() => Promise.resolve(stream)) },
  });
  vi.stubGlobal('URL', { createObjectURL: () => 'blob:pitch', revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePitchRecorder', () => {
  it('counts down from 30 and stops by itself at 30 seconds, turning the camera off', async () => {
    const { result } = renderHook(() => usePitchRecorder());
    await act(() => result.current.start());
    expect(result.current.state).toEqual({ phase: 'recording', secondsLeft: 30 });
    expect(FakeRecorder.instances[0]!.options).toMatchObject({
      mimeType: 'video/webm;codecs=vp8,opus',
    });

    await act(() => vi.advanceTimersByTimeAsync(10_100));
    expect(result.current.state).toEqual({ phase: 'recording', secondsLeft: 20 });
    await act(() => vi.advanceTimersByTimeAsync(19_800));
    expect(result.current.state).toMatchObject({ phase: 'recording', secondsLeft: 1 });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current.state).toMatchObject({ phase: 'recorded', url: 'blob:pitch' });
    expect(track.stop).toHaveBeenCalled();
    expect(result.current.stream).toBeNull();
  });

  it('stops early when asked', async () => {
    const { result } = renderHook(() => usePitchRecorder());
    await act(() => result.current.start());
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    act(() => result.current.stop());
    expect(result.current.state.phase).toBe('recorded');
    // The 30-second stop does nothing afterwards.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(result.current.state.phase).toBe('recorded');
  });

  it('says to allow the camera when permission is refused, and to check it otherwise', async () => {
    const denied = new DOMException('no', 'NotAllowedError');
    vi.mocked(navigator.mediaDevices.getUserMedia).mockRejectedValueOnce(denied);
    const { result } = renderHook(() => usePitchRecorder());
    await act(() => result.current.start());
    expect(result.current.state).toEqual({ phase: 'error', message: pitchMessages.cameraDenied });

    expect(cameraErrorMessage(new DOMException('busy', 'NotReadableError'))).toBe(
      pitchMessages.startFailed,
    );
    expect(cameraErrorMessage(new TypeError('no mediaDevices'))).toBe(pitchMessages.startFailed);
  });
});
