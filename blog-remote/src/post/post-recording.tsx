import { siteConfig } from '@site/shared';
import { RecordingControl } from '@site/shared/design/recording-control';
import { listenCopy } from '../../content/listen-copy';
import type { PublishedPost, PublishedRecording } from '../published/published-types';

/**
 * A post's recording: the browser's own audio control as served, then Listen (the design
 * layer's RecordingControl), played by the site's player. A chunk of its own, fetched only
 * for a post that has one (post-page.tsx): the other posts carry none of it.
 */
export function PostRecording({
  post,
  recording,
}: {
  post: PublishedPost;
  /** Its address already absolute (the blog's assetUrl). */
  recording: PublishedRecording;
}) {
  return (
    <RecordingControl
      src={recording.src}
      piece={{
        src: recording.src,
        type: recording.type,
        title: post.title,
        page: post.route,
        artist: siteConfig.authorName,
        album: listenCopy.album,
      }}
      copy={listenCopy}
    />
  );
}
