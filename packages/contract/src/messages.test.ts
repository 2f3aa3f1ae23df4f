import { describe, expect, it } from 'vitest';
import { messageKeys, messages, messageText } from './messages.js';

const specKeys = [
  'countryNotExist',
  'cityNotExist',
  'excelException',
  'cityNotContain',
  'notHereAdmin',
  'seriesNotExist',
  'notAdmin',
  'seriesNotName',
  'seriesNotId',
  'seriesAlreadyHasData',
  'seriesNameRepeat',
  'seriesNumberRepeat',
  'cityNotId',
  'YearNotNull',
  'TheStartTimeCannot',
  'FileNotNull',
  'FileNameIsIllegal',
  'WrongPosition',
  'IllegalFileType',
  'FileDoesNotExist',
  'parameterError',
  'userNotExist',
  'thisAreaExistAdmin',
  'notJurisdiction',
  'notAuthority',
  'citySelectError',
  'levelNotNull',
  'cityIdNotStandard',
  'errorSendingMail',
  'mailboxIsIncorrect',
  'seriesDuplicate',
  'userNameNotRepeated',
  'LoginAgain',
  'Invalid',
  'VerificationCodeError',
  'WrongUser',
  'numberNotThan5',
  'roleNameNotCannot',
  'numberNotData',
  'mailboxNotDuplicate',
  'cannotDeleteMyself',
  'cannotDeleteAdmin',
];

describe('message keys', () => {
  it('holds every server message key of SPEC §8', () => {
    for (const key of specKeys) expect(messageKeys).toContain(key);
  });

  it('has English and Chinese text for every key', () => {
    for (const key of messageKeys) {
      const { en, zh } = messages[key];
      expect(en.trim(), key).not.toBe('');
      expect(zh, key).toMatch(/[\u4e00-\u9fff]/);
      expect(en, key).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('falls back to the key itself when unknown', () => {
    expect(messageText('WrongUser', 'zh')).toBe('用户名或密码错误');
    expect(messageText('someServerText', 'en')).toBe('someServerText');
  });
});
