/**
 * Why a project document was refused:
 * - `invalid_json`: a field held a JSON string that does not parse;
 * - `invalid_type`: a field has the wrong type (`left: "abc"`), or the input is not JSON data;
 * - `invalid_value`: a value outside its allowed set or format (`size: 7`, a colour that is no colour);
 * - `out_of_range`: a number or list outside its bounds (strict parsing only; repair clamps);
 * - `unknown_type`: a canvas object whose `_Type` we do not know (strict parsing only; repair drops it);
 * - `inconsistent`: fields that disagree with each other (strict parsing only, unless repair cannot fix it).
 */
export type SceneValidationErrorCode = 'invalid_json' | 'invalid_type' | 'invalid_value' | 'out_of_range' | 'unknown_type' | 'inconsistent';

/**
 * A project document that cannot be used. The message names the field:
 * `scenes.1.jsonData.objects.3.left: expected number`.
 */
export class SceneValidationError extends Error {
  override readonly name = 'SceneValidationError';

  /**
   * @param code - why the document was refused
   * @param path - dotted path of the offending field (`scenes.1.jsonData.objects.3.left`); empty for the whole document
   * @param detail - what is wrong with it (`expected number`)
   */
  constructor(
    readonly code: SceneValidationErrorCode,
    readonly path: string,
    readonly detail: string,
  ) {
    super(`${path || 'document'}: ${detail}`);
  }
}
