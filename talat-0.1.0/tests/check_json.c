/* SPDX-License-Identifier: ISC */
/*
 * check_json: the one JSON string escaper of the page and the engine
 * (src/json.h): control characters, U+2028 and U+2029, text that would
 * end a <script> element, bytes that are not UTF-8; and the text's
 * growth.
 */
#include <config.h>

#include "testutil.h"
#include "json.h"

static void
json_is(const char *in, const char *want)
{
	struct tl_text t = { NULL, 0, 0, 0 };

	tl_text_json(&t, in);
	ck_assert_int_eq(t.nomem, 0);
	ck_assert_str_eq(t.p, want);
	ck_assert_uint_eq(t.len, strlen(want));
	free(t.p);
}

START_TEST(test_plain)
{
	json_is("", "\"\"");
	json_is("WB:c1-c2 !?", "\"WB:c1-c2 !?\"");
	json_is("say \"hi\" \\ bye", "\"say \\\"hi\\\" \\\\ bye\"");
	/* UTF-8 stands as it is */
	json_is("Gr\xc3\xbc\xc3\x9f \xe2\x80\xa6 \xf0\x9f\x99\x82",
	    "\"Gr\xc3\xbc\xc3\x9f \xe2\x80\xa6 \xf0\x9f\x99\x82\"");
}
END_TEST

START_TEST(test_control)
{
	json_is("a\nb", "\"a\\nb\"");
	json_is("\t\r\x01\x1b\x1f\x7f",
	    "\"\\u0009\\u000d\\u0001\\u001b\\u001f\\u007f\"");
	/* U+0080-U+009F are not JSON's to escape */
	json_is("\xc2\x9b", "\"\xc2\x9b\"");
}
END_TEST

START_TEST(test_line_separators)
{
	json_is("a\xe2\x80\xa8z\xe2\x80\xa9", "\"a\\u2028z\\u2029\"");
	/* their neighbours stand */
	json_is("\xe2\x80\xa7\xe2\x80\xaa", "\"\xe2\x80\xa7\xe2\x80\xaa\"");
}
END_TEST

START_TEST(test_script)
{
	json_is("</script><script>alert(1)</script>",
	    "\"\\u003c/script><script>alert(1)\\u003c/script>\"");
	json_is("<!-- x -->", "\"\\u003c!-- x -->\"");
	json_is("a < b, <b>", "\"a < b, <b>\"");
	json_is("<", "\"<\"");
}
END_TEST

START_TEST(test_not_utf8)
{
	/* bytes that are not UTF-8 pass as they are (the reader decodes
	 * them as U+FFFD), and never swallow what follows */
	json_is("\xff\"\xe2\x80", "\"\xff\\\"\xe2\x80\"");
	json_is("\xe2\x80<\x2f", "\"\xe2\x80\\u003c/\"");
	json_is("\xc3\n", "\"\xc3\\n\"");
}
END_TEST

START_TEST(test_growth)
{
	struct tl_text t = { NULL, 0, 0, 0 };
	long i;

	for (i = 0; i < 10000; i++) {
		tl_text_long(&t, i);
		tl_text_put(&t, ",");
	}
	ck_assert_int_eq(t.nomem, 0);
	ck_assert_uint_eq(t.len, strlen(t.p));
	ck_assert(strncmp(t.p, "0,1,2,", 6) == 0);
	ck_assert_str_eq(t.p + t.len - 5, "9999,");
	/* a length that would overflow: nomem, the text kept */
	tl_text_add(&t, "x", SIZE_MAX - 1);
	ck_assert_int_eq(t.nomem, 1);
	ck_assert_str_eq(t.p + t.len - 5, "9999,");
	free(t.p);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("json");
	TCase *tc = tcase_create("json");

	tcase_add_test(tc, test_plain);
	tcase_add_test(tc, test_control);
	tcase_add_test(tc, test_line_separators);
	tcase_add_test(tc, test_script);
	tcase_add_test(tc, test_not_utf8);
	tcase_add_test(tc, test_growth);
	suite_add_tcase(s, tc);
	return tu_run(s);
}
