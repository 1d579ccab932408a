/** The catalogue keys of the feedback island (namespace `messages`, plus the shared network text). */
export const FEEDBACK_KEYS = {
  intro: 'messages.feedback.intro',
  comment: 'messages.feedback.comment',
  commentHint: 'messages.feedback.commentHint',
  counter: 'messages.feedback.counter',
  images: 'messages.feedback.images',
  imagesHint: 'messages.feedback.imagesHint',
  remove: 'messages.feedback.remove',
  submit: 'messages.feedback.submit',
  submitting: 'messages.feedback.submitting',
  sent: 'messages.feedback.sent',
  commentRequired: 'messages.feedback.commentRequired',
  commentTooLong: 'messages.feedback.commentTooLong',
  tooManyImages: 'messages.feedback.tooManyImages',
  imageType: 'messages.feedback.imageType',
  imageTooLarge: 'messages.feedback.imageTooLarge',
  networkError: 'error.network',
} as const;

export type FeedbackStrings = Record<keyof typeof FEEDBACK_KEYS, string>;
