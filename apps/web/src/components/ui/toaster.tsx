import { useEffect, useState } from 'react';
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
type ToastArgs = Parameters<Sonner['toast']>;

/*
 * The toast library loads with the first toast, not with the page: most visits show none
 * (docs/decisions/0026-initial-javascript.md). A toast asked for before the Toaster is on screen
 * is not lost: the Toaster shows the toasts still active when it mounts.
 */
let loading: Promise<Sonner> | null = null;
let loaded: Sonner | null = null;
/** Mounted Toasters waiting for the library. */
const waitingToasters = new Set<(sonner: Sonner) => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (sonner) => {
      loaded = sonner;
      for (const show of waitingToasters) show(sonner);
      return sonner;
    },
    (error: unknown) => {
      // Offline, say: the next toast tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function withSonner(call: (sonner: Sonner) => void): void {
  if (loaded) call(loaded);
  else loadSonner().then(call, () => undefined);
}

/** Shows a toast (sonner's API: plain, success, error, info, dismiss). */
export const toast = Object.assign(
  (...args: ToastArgs) => withSonner((sonner) => sonner.toast(...args)),
  {
    success: (...args: ToastArgs) => withSonner((sonner) => sonner.toast.success(...args)),
    error: (...args: ToastArgs) => withSonner((sonner) => sonner.toast.error(...args)),
    info: (...args: ToastArgs) => withSonner((sonner) => sonner.toast.info(...args)),
    /** Without an id, every toast. Before the library loaded there is none to dismiss. */
    dismiss: (id?: string | number) => void loaded?.toast.dismiss(id),
  },
);

/** Where toasts appear; mounted once at the app root. */
export function Toaster() {
  const [sonner, setSonner] = useState(loaded);
  useEffect(() => {
    if (sonner) return;
    if (loaded) return setSonner(loaded);
    waitingToasters.add(setSonner);
    return () => void waitingToasters.delete(setSonner);
  }, [sonner]);
  if (!sonner) return null;
  return <sonner.Toaster position="top-center" richColors closeButton />;
}
