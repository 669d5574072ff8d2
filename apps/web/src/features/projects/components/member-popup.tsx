import { useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { ChipList } from '../../../components/ui/chip-list';
import { LoadingRows } from '../../../components/ui/query-state';
import { TextLink } from '../../../components/ui/text-link';
import { ConnectButton } from '../../connections/index';
import { useProfile } from '../../profiles/index';

/** A person shown on a project: their name opens a short profile with Connect. */
export function MemberPopup({ profileId, name }: { profileId: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="block max-w-full truncate text-left font-semibold text-slate-900 hover:text-brand-700 hover:underline hover:underline-offset-4">
        {name}
      </DialogTrigger>
      {open && (
        <DialogContent title={name}>
          <PopupBody profileId={profileId} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function PopupBody({ profileId }: { profileId: string }) {
  const query = useProfile(profileId);
  if (query.isPending) return <LoadingRows label="Loading the profile…" rows={2} />;
  if (query.isError)
    return <p className="text-sm text-slate-700">This profile is not available.</p>;
  const { profile, connectionState } = query.data;
  const facts: ReactNode[] = [profile.title, profile.founderRole, profile.industry].filter(Boolean);
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <MemberAvatar name={profile.name} imageUrl={profile.imageUrl} size="md" decorative />
        <p className="text-sm text-slate-700">{facts.join(' · ')}</p>
      </div>
      <ChipList
        items={profile.skills.slice(0, 6)}
        label={`Skills of ${profile.name}`}
        tone="brand"
      />
      <div className="flex flex-wrap items-center gap-3">
        {connectionState !== 'self' && (
          <ConnectButton profileId={profileId} profileName={profile.name} state={connectionState} />
        )}
        <TextLink to={`/profile/${profileId}`}>View full profile</TextLink>
      </div>
    </div>
  );
}
