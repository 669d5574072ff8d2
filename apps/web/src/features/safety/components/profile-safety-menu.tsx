import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Ban, Flag } from 'lucide-react';
import { ActionMenu } from '../../../components/ui/dropdown-menu';
import { useSession } from '../../session/index';
import { BlockMemberDialog } from './block-member-dialog';
import { ReportDialog } from './report-dialog';

type ProfileSafetyMenuProps = { profileId: string; name: string };

/** 'More' on another member's profile: Block (then back to Discover) and Report. Members only. */
export function ProfileSafetyMenu({ profileId, name }: ProfileSafetyMenuProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState<'block' | 'report' | null>(null);
  if (!user) return null;

  return (
    <>
      <ActionMenu
        label={`More actions for ${name}`}
        text="More"
        actions={[
          { label: 'Report', icon: Flag, onSelect: () => setOpen('report') },
          { label: 'Block', icon: Ban, destructive: true, onSelect: () => setOpen('block') },
        ]}
      />
      <ReportDialog
        open={open === 'report'}
        onOpenChange={(next) => setOpen(next ? 'report' : null)}
        profileId={profileId}
        name={name}
      />
      <BlockMemberDialog
        open={open === 'block'}
        onOpenChange={(next) => setOpen(next ? 'block' : null)}
        profileId={profileId}
        name={name}
        onBlocked={() => void navigate('/discover', { replace: true })}
      />
    </>
  );
}
