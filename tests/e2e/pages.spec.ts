import { expect, test } from './fixtures'

test.describe('about', () => {
  for (const path of ['/about-us', '/about']) {
    test(`${path} shows the founders, the mission and how it works, canonical /about-us`, async ({
      page,
    }) => {
      await page.goto(path)
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'We help Italian families find their way home',
        }),
      ).toBeVisible()
      await expect(
        page.getByRole('heading', { name: 'Meet the people behind Radici' }),
      ).toBeVisible()
      // Until the founders write their stories (ADR 130): their roles, and no invented name or story.
      await expect(
        page.getByText('Our co-founder will introduce themselves here soon, in their own words.'),
      ).toHaveCount(2)
      await expect(page.getByText('Heritage travel and partner agencies')).toBeVisible()
      await expect(
        page.getByRole('heading', { name: 'Turn family trees into journeys that matter' }),
      ).toBeVisible()
      await expect(
        page.getByRole('heading', { name: 'Three steps to your heritage journey' }),
      ).toBeVisible()
      await expect(
        page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ hasText: /^0[1-3]/ }),
      ).toHaveCount(3)
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Start Your Journey' }),
      ).toHaveAttribute('href', '/contact')
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Explore the regions' }),
      ).toHaveAttribute('href', '/blog')
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about-us$/)
    })
  }
})

test('our values: four values, overtourism and links', async ({ page }) => {
  await page.goto('/our-values')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Travel that gives back to the places you come from',
  )
  for (const value of ['Authenticity', 'Local Expertise', 'Hidden Treasures', 'Cultural Bridge'])
    await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'The problem: overtourism' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Our solution: root tourism' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute(
    'href',
    '/contact',
  )
  await expect(main.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us')
  await expect(main.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog')
})

test.describe('how it works', () => {
  test('one accordion with the three answers; one item open at a time, collapsible', async ({
    page,
  }) => {
    await page.goto('/how-it-works')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Native <details>/<summary> (ADR 068): an item's answer is its details element; `open` is its state.
    const faq = page.getByRole('region', { name: 'Your questions, answered' })
    const item = (question: string) =>
      faq.locator('details').filter({ has: page.locator('summary', { hasText: question }) })
    const summaryOf = (question: string) => item(question).locator('summary')
    const process = item('How does our process work?')
    const research = item('What does our genealogical research include?')
    const cost = item('How much does it cost?')
    await expect(faq.locator('details')).toHaveCount(3)

    await expect(process).toHaveJSProperty('open', true)
    await expect(research).toHaveJSProperty('open', false)
    await expect(cost).toHaveJSProperty('open', false)
    await expect(process).toContainText('4-step consultation form')
    await expect(process).toContainText('regions')
    await expect(process).toContainText('research')
    await expect(process).toContainText('ancestors’ names, their birth dates, their town of origin')
    await expect(process).toContainText('customized research and travel plan')
    await expect(process).toContainText('call with our team is available on request')
    await expect(page.getByText('We prepare a customized research and travel plan')).toBeVisible()

    await summaryOf('What does our genealogical research include?').click()
    await expect(research).toHaveJSProperty('open', true)
    await expect(process).toHaveJSProperty('open', false)
    await expect(page.getByText('We prepare a customized research and travel plan')).toBeHidden()
    for (const text of [
      '18th century (about 250-300 years)',
      '15th century when the records exist',
      'direct lineage',
      'extended family',
      'PDF reports, printed family books, interactive digital presentations, or a custom format',
      'a surname and a place of birth',
    ])
      await expect(research).toContainText(text)

    // Keyboard: Tab to the next summary, Enter opens it and closes the other one.
    await summaryOf('What does our genealogical research include?').focus()
    await page.keyboard.press('Tab')
    await expect(summaryOf('How much does it cost?')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(cost).toHaveJSProperty('open', true)
    await expect(cost).toContainText('starts from $890 USD')
    await expect(cost).toContainText('Digital archives, searched remotely')
    await expect(cost).toContainText('back to the 1700s')
    await expect(cost).toContainText('In-person research')
    await expect(cost).toContainText(
      'Church archives (records from the 1500s, often written in Latin)',
    )
    await expect(research).toHaveJSProperty('open', false)

    // Collapsible: Space closes the open item, leaving all three closed.
    await page.keyboard.press('Space')
    await expect(cost).toHaveJSProperty('open', false)
    await expect(page.getByText('starts from $890 USD')).toBeHidden()
    await expect(faq.locator('details[open]')).toHaveCount(0)

    await expect(
      page.getByRole('main').getByRole('link', { name: 'Start Your Journey' }),
    ).toHaveAttribute('href', '/contact')
    await page.getByRole('main').getByRole('link', { name: 'Meet Our Team' }).click()
    await expect(page).toHaveURL('/about')
  })

  test('no video section and no player until the owners set the video (ADR 130)', async ({
    page,
  }) => {
    await page.goto('/how-it-works')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'See a heritage journey' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Play video/ })).toHaveCount(0)
    await expect(page.locator('iframe')).toHaveCount(0)
  })
})

test('travel insurance: no link, no B Corp claim and no planet-fund pledge until the owners give them', async ({
  page,
}) => {
  await page.goto('/travel-insurance')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Travel with peace of mind' }),
  ).toBeVisible()
  // The partner's B Corp status and pledge are owner values (ADR 248), unset on main.
  await expect(
    page.getByRole('heading', { name: 'Travel insurance for your journey' }),
  ).toBeVisible()
  await expect(page.getByText(/B Corp/)).toHaveCount(0)
  await expect(page.getByText(/planet-impact fund/)).toHaveCount(0)
  // Until the owners name the partner (ADR 130): no link to follow, and a sentence saying so.
  await expect(page.getByText(/We will name our partner and link to its plans/)).toBeVisible()
  await expect(page.getByRole('link', { name: /^Get a Quote from the partner/ })).toHaveCount(0)
  await expect(page.locator('a[rel~="sponsored"]')).toHaveCount(0)
})

test('privacy policy: four sections, last updated May 2, 2025, how to reach us', async ({
  page,
}) => {
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(page.getByText('Last updated May 2, 2025')).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Introduction',
    'Information We Collect',
    'How We Use Your Information',
    'Contact Us',
  ])
  // Until the owners set the mailboxes (ADR 130), the page points to the contact form.
  await expect(
    page.getByText(/Write to our privacy team through the contact form on our website/),
  ).toBeVisible()
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0)
})

test('terms: eight sections, a marketplace, New York and US law', async ({ page }) => {
  await page.goto('/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible()
  await expect(page.getByRole('main').locator('section h2')).toHaveCount(8)
  await expect(
    page.getByText(
      /is a marketplace that connects travelers with independent local travel agencies/,
    ),
  ).toBeVisible()
  await expect(
    page.getByText(/laws of the State of New York and the federal laws of the United States/),
  ).toBeVisible()
})

test('cookies: four preferences, Essential locked on, saved choices survive a reload', async ({
  page,
}) => {
  await page.goto('/cookies')
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible()
  const essential = page.getByRole('checkbox', { name: 'Essential' })
  const functional = page.getByRole('checkbox', { name: 'Functional' })
  const analytics = page.getByRole('checkbox', { name: 'Analytics' })
  const marketing = page.getByRole('checkbox', { name: 'Marketing' })
  await expect(essential).toBeChecked()
  await expect(essential).toBeDisabled()
  await expect(functional).toBeChecked()
  await expect(analytics).not.toBeChecked()
  await expect(marketing).not.toBeChecked()

  await analytics.click()
  await functional.click()
  await page.getByRole('button', { name: 'Save Preferences' }).click()
  await expect(page.getByText('Preferences saved', { exact: true })).toBeVisible()

  await page.reload()
  await expect(analytics).toBeChecked()
  await expect(functional).not.toBeChecked()
  await expect(marketing).not.toBeChecked()
  await expect(essential).toBeChecked()
})

test('thank you: the promise, the spam advice, the way home, social links, noindex', async ({
  page,
}) => {
  await page.goto('/thank-you')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your request!' }),
  ).toBeVisible()
  await expect(
    page.getByText(/reply by email within 24 hours to schedule your first consultation call/),
  ).toBeVisible()
  await expect(page.getByText(/check your spam/)).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  for (const network of ['Facebook', 'Instagram', 'LinkedIn'])
    await expect(
      page.getByRole('main').getByRole('link', { name: new RegExp(`on ${network}`) }),
    ).toHaveAttribute('target', '_blank')
  await page.getByRole('link', { name: 'Return Home' }).click()
  await expect(page).toHaveURL('/')
})

test('every page sets its title and description', async ({ page }) => {
  const pages = [
    ['/itineraries', 'Sample Heritage Itineraries in Italy | Radici'],
    ['/agencies', 'Meet Our Local Italian Experts | Radici'],
    ['/about-us', 'About Us | Radici'],
    ['/our-values', 'Our Values | Radici'],
    ['/travel-insurance', 'Travel Insurance for Your Heritage Journey | Radici'],
    ['/privacy', 'Privacy Policy | Radici'],
    ['/cookies', 'Cookie Policy | Radici'],
    ['/terms', 'Terms and Conditions | Radici'],
    ['/thank-you', 'Thank You | Radici'],
  ] as const
  for (const [path, title] of pages) {
    await page.goto(path)
    await expect(page).toHaveTitle(title)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
  }
})
