import { formBody, unwrap, type Schema } from '@whitelabel/api';
import { useMutation } from '@tanstack/react-query';
import { useApi } from './api-context.js';

export interface FeedbackDraft {
  category: Schema<'FeedbackForm'>['category'];
  content: string;
  /** Up to 3 png/jpg files, sent as file parts. */
  pictures: readonly Blob[];
}

/** Sends feedback (`submitFeedback`, PUT, multipart): type, the trimmed text and up to 3 pictures. */
export function useSubmitFeedback() {
  const { client } = useApi();
  return useMutation({
    mutationFn: (draft: FeedbackDraft) => {
      const fields = { category: draft.category, content: draft.content.trim() };
      return unwrap(client.PUT('/wps/member/feedback', { body: fields, bodySerializer: () => formBody(fields, { images: draft.pictures }) }));
    },
  });
}
