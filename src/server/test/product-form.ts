/** The fields of a valid product as the admin's form sends them (multipart), before any override. */
const PRODUCT_FORM_FIELDS = {
  name: 'Festive Kurta Set',
  description: 'Cotton kurta with churidar for festivals.',
  price: '1499',
  discountPrice: '1199',
  category: 'Ethnic Wear',
  gender: 'Boys',
};

/** The multipart body of POST /api/admin/addProduct and PUT /api/admin/updateProduct/:id. */
export function productForm(
  options: {
    sizes?: string[];
    sizesArray?: string;
    files?: Array<[Buffer, string, string]>;
    override?: object;
  } = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...PRODUCT_FORM_FIELDS, ...options.override }))
    form.append(key, String(value));
  for (const size of options.sizes ?? []) form.append('sizeAndStock[]', size);
  if (options.sizesArray) form.append('sizeAndStock', options.sizesArray);
  for (const [bytes, name, type] of options.files ?? [])
    form.append('images', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
