import { feedback, FEEDBACK_LIMITS } from '../../../src/contract/calls/messages';
import { ErrorCodes } from '../../../src/contract/refusals';
import type { MessageKey } from '../../i18n';
import { defineHandler, refusal, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { checkFeedback, saveFeedback, type FeedbackRefusal } from '../../messages/feedback';

const MESSAGES: Record<FeedbackRefusal['reason'], MessageKey> = {
  commentRequired: 'feedbackCommentRequired',
  commentTooLong: 'feedbackCommentTooLong',
  tooManyImages: 'feedbackTooManyImages',
  imageType: 'feedbackImageType',
  imageTooLarge: 'feedbackImageTooLarge',
  imageEmpty: 'feedbackImageEmpty',
};

/**
 * PUT /wps/feedback { comment, images: [{ name, data }] } (token): checks every limit of
 * docs/product.md §5 (images by their bytes, platform/messages/feedback.ts) and stores it for the
 * operator. A refusal names the field (`comment` or `images`) and, for an image, its `index`.
 */
export default defineHandler(feedback, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { services, input, now, t } = context;
  const checked = checkFeedback(input.comment, input.images);
  if (!checked.ok) {
    const { refusal: refused } = checked;
    const name = 'name' in refused ? refused.name : '';
    const max =
      refused.reason === 'commentTooLong'
        ? FEEDBACK_LIMITS.commentCharacters
        : refused.reason === 'tooManyImages'
          ? FEEDBACK_LIMITS.images
          : FEEDBACK_LIMITS.imageBytes / 1024 / 1024;
    return refusal(200, t(MESSAGES[refused.reason], { name, max }), ErrorCodes.validation, {
      field: refused.field,
      ...('index' in refused ? { index: refused.index } : {}),
    });
  }
  return success({ id: await saveFeedback(services.db, found.member.id, checked, new Date(now)) });
});
