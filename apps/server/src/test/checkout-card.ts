/** What a member types into the local test checkout's card form: a test card that pays. */
export const testCardForm = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
  name: 'Ada Lovelace',
};
