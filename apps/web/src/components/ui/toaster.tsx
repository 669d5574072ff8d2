import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

/** Where toasts appear; mounted once at the app root. */
export function Toaster() {
  return <SonnerToaster position="top-center" richColors closeButton />;
}
