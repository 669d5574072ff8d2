import { useState } from 'react';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import {
  IDEA_COMMENT_MAX_LENGTH,
  ideaCommentInputSchema,
} from '@cofound/shared/ideas/ideas.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { failureMessage } from '../../../lib/api-error';
import { usePostComment } from '../api/use-post-comment';

/** The comment box: trimmed text, empty refused before anything is sent. */
export function CommentForm({ ideaId }: { ideaId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const post = usePostComment(ideaId);

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ideaCommentInputSchema.safeParse({ content: text });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? ideaMessages.commentRequired);
          return;
        }
        setError(undefined);
        post.mutate(parsed.data.content, { onSuccess: () => setText('') });
      }}
    >
      <Textarea
        label="Add a comment"
        rows={3}
        value={text}
        maxLength={IDEA_COMMENT_MAX_LENGTH}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(undefined);
        }}
      />
      {post.isError && <Alert>{failureMessage(post.error, ideaMessages.commentFailed)}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" loading={post.isPending}>
          Post
        </Button>
      </div>
    </form>
  );
}
