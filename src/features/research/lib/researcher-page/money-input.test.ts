import { expect, test } from 'vitest'
import { moneyText, parseMoneyText } from './money-input'

test('a price typed in Italian or English becomes integer minor units, never through a float', () => {
  expect(parseMoneyText('250', 'it')).toBe(25000)
  expect(parseMoneyText('1.250,50', 'it')).toBe(125050)
  expect(parseMoneyText('1250,5', 'it')).toBe(125050)
  expect(parseMoneyText('€ 0,01', 'it')).toBe(1)
  expect(parseMoneyText('1,250.50', 'en')).toBe(125050)
  expect(parseMoneyText('$890', 'en')).toBe(89000)
  expect(parseMoneyText(' 19.99 ', 'en')).toBe(1999)
})

test('anything else is not a price: the other language’s separators, three decimals, words, signs', () => {
  for (const text of ['', 'abc', '-5', '1,250.50', '2,505', '12.3456', '1.2.3'])
    expect(parseMoneyText(text, 'it'), text).toBeNull()
  for (const text of ['1.250,50', '12.345', '1,25', '1e3', '10000000000'])
    expect(parseMoneyText(text, 'en'), text).toBeNull()
})

test('minor units back to the form’s text', () => {
  expect(moneyText(125050, 'it')).toBe('1250,50')
  expect(moneyText(125050, 'en')).toBe('1250.50')
  expect(moneyText(25000, 'it')).toBe('250')
  expect(moneyText(105, 'en')).toBe('1.05')
})
