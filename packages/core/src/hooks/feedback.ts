import { unwrap, type Schema } from '@whitelabel/api';
import { useMutation } from '@tanstack/react-query';
import { useApi } from './api-context.js';

/** A picture picked for upload: the file and its data URL (the preview, and today's JSON body). */
export interface FeedbackPicture {
  file: File;
  dataUrl: string;
}

export interface FeedbackDraft {
  category: Schema<'FeedbackRequest'>['category'];
  content: string;
  pictures: readonly FeedbackPicture[];
}

/** Sends feedback (`submitFeedback`, PUT): type, the trimmed text and up to 3 pictures. */
export function useSubmitFeedback() {
  const { client } = useApi();
  return useMutation({
    mutationFn: (draft: FeedbackDraft) =>
      unwrap(
        client.PUT('/wps/member/feedback', {
          body: { category: draft.category, content: draft.content.trim(), ...(draft.pictures.length ? { images: draft.pictures.map((picture) => picture.dataUrl) } : {}) },
        }),
      ),
  });
}
