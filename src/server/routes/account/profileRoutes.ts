import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { isValidProfileLink, PROFILE_IMAGE_MAX_BYTES, PROFILE_LINK_MAX, PROFILE_PHONE_PATTERN } from '../../../contract/accountRules.ts';
import { personNameField } from '../auth/fields.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { ApiError, fieldError, ok } from '../../http/reply.ts';
import { refuseControlCharacters } from '../../http/textInput.ts';
import {
  PROFILE_IMAGE_NAME,
  profileImageContentType,
  profileImageKey,
  type ProfileImageType,
  removeProfileImage,
  sniffProfileImage,
  storeProfileImage,
} from '../../services/account/profileImages.ts';
import { toPublicUser } from '../../services/account/users.ts';
import { FileNotFoundError } from '../../services/storage/fileStorage.ts';
import { userSchema } from '../../../contract/account.ts';
import { replySchema } from '../../../contract/reply.ts';
import { PERSONALISATION_COUNTS_DESCRIPTION } from '../../../contract/personalisationCounts.ts';

const phone = z.string().trim().regex(PROFILE_PHONE_PATTERN, 'Enter a phone number of 10 digits, optionally after +country code.');
const link = z.string().trim().max(PROFILE_LINK_MAX).refine(isValidProfileLink, 'Enter a valid URL (http or https).');

const profileChanges = z
  .object({
    first_name: personNameField.refine((name) => name !== '', 'First name is required.'),
    last_name: personNameField,
    phone_number: phone,
    calendar_url: link,
    linkedin_url: link,
    facebook_url: link,
    twitter_url: link,
    /** Only null (remove the photo); a new photo comes as a multipart file part. */
    profile_image: z.null(),
  })
  .partial()
  .strict();

const imageTypeError = 'Upload a .jpg, .jpeg, .webp or .png image.';
const imageSizeError = `The image must be ${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024} MB or smaller.`;

/** Photos read from multipart requests, with their sniffed format, until the handler stores them. */
const uploads = new WeakMap<FastifyRequest, { bytes: Buffer; type: ProfileImageType }>();

/**
 * preValidation of the multipart PUT: turns the text parts into the body the schema checks, and
 * keeps the `profile_image` file part (checked by content and size) for the handler. The text part
 * `profile_image` with an empty or "null" value removes the photo, as JSON null does.
 */
async function readMultipartProfile(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const fields: Record<string, string | null> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = String(part.value);
        fields[part.fieldname] = part.fieldname === 'profile_image' && (value === '' || value === 'null') ? null : value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'profile_image' || uploads.has(request)) throw fieldError(part.fieldname, 'Only one file, profile_image, is accepted.');
      const type = sniffProfileImage(bytes);
      if (!type) throw fieldError('profile_image', imageTypeError);
      uploads.set(request, { bytes, type });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('profile_image', imageSizeError);
    if ((error as { code?: string }).code === 'FST_PARTS_LIMIT') throw new ApiError(400, 'Too many form fields.');
    throw error;
  }
  refuseControlCharacters(fields, { allowLineBreaks: false, fallback: 'body' });
  request.body = fields;
}

/** GET and PUT /api/accounts/user/ (spec 001 §3, §5, §7) and the profile photos they point to. */
export function userRoutes(app: FastifyInstance, { db, storage }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);

  routes.get(
    '/api/accounts/user/',
    {
      onRequest,
      schema: {
        summary: 'The signed-in user.',
        description: `subs_end is the end of the current plan period (ISO); usedVideoCredit and totalVideoCredit are the Avatar Video credits (type 0) of that period, rounded. profile_image is an address (our photo route) or null. The account-level personalisation counters (spec 002 §3) count the user's personalised items over all their videos and images: ${PERSONALISATION_COUNTS_DESCRIPTION}; soloMailGenCount counts their solo mail codes, batchMailGenCount the mail codes of their mail batches.`,
        querystring: z.object({ isCP: z.enum(['0', '1']).optional() }),
        response: { 200: replySchema(userSchema) },
      },
    },
    async (request) => ok(await toPublicUser(db, request.user)),
  );

  // Multipart parsing only in this scope, so no other route accepts form uploads.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 2, fields: 12, parts: 14, fieldSize: 4096 },
    });
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/api/accounts/user/',
      {
        // Before the body is read, so that nobody uploads without a session.
        onRequest,
        preValidation: readMultipartProfile,
        schema: {
          summary: 'Update profile fields and the photo; only the fields sent change. E-mail cannot be changed.',
          description: `JSON, or multipart/form-data when a photo is included: text parts for the fields and a file part profile_image (.jpg, .jpeg, .webp or .png, told by its content, at most ${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024} MB). profile_image null (JSON), or an empty or "null" text part, removes the photo. A new photo gets a new unguessable address and the old file is deleted. Errors are 400s keyed by field name, e.g. message.profile_image "${imageTypeError}" or "${imageSizeError}". Answers the updated user.`,
          body: profileChanges,
          response: { 200: replySchema(userSchema) },
        },
      },
      async (request) => {
        const changes = request.body;
        const upload = uploads.get(request);
        const previousImage = request.user.profileImage;
        const newImage = upload ? await storeProfileImage(storage, upload.bytes, upload.type) : changes.profile_image;
        let updated;
        try {
          [updated] = await db
            .update(users)
            .set({
              firstName: changes.first_name,
              lastName: changes.last_name,
              phoneNumber: changes.phone_number,
              calendarUrl: changes.calendar_url,
              linkedinUrl: changes.linkedin_url,
              facebookUrl: changes.facebook_url,
              twitterUrl: changes.twitter_url,
              profileImage: newImage,
            })
            .where(eq(users.id, request.user.id))
            .returning();
        } catch (error) {
          if (upload && newImage) await removeProfileImage(storage, newImage);
          throw error;
        }
        if (newImage !== undefined && previousImage !== newImage) {
          await removeProfileImage(storage, previousImage).catch((error: unknown) => request.log.warn({ err: error }, 'old profile photo not removed'));
        }
        return ok(await toPublicUser(db, updated!), 'Profile updated.');
      },
    );
  });

  routes.get(
    '/api/accounts/user/image/:name',
    {
      schema: {
        summary: 'A profile photo, by the unguessable name in profile_image.',
        description: 'No token needed (images load in <img>); names are 128 random bits and change on every upload, so answers may be cached for ever.',
        params: z.object({ name: z.string().regex(PROFILE_IMAGE_NAME, 'Not a profile photo name.') }),
      },
    },
    async (request, reply) => {
      const { name: fileName } = request.params;
      try {
        const stream = await storage.read(profileImageKey(fileName));
        const type = fileName.slice(fileName.lastIndexOf('.') + 1) as ProfileImageType;
        return reply.header('Content-Type', profileImageContentType[type]).header('Cache-Control', 'public, max-age=31536000, immutable').send(stream);
      } catch (error) {
        if (error instanceof FileNotFoundError) throw new ApiError(404, 'Not found.');
        throw error;
      }
    },
  );
}
