// The shared bounded JSON input (game/io/json_input.h): file types, size, depth, duplicate keys,
// out-of-range numbers and the length of every message.
#include "game/io/json_input.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "tests/common/temp_dir.h"

namespace entanglion::json_input {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using nlohmann::ordered_json;

InputError parse_error_of(const std::string& text, std::size_t max_depth = kMaxNestingDepth) {
    InputError error;
    EXPECT_FALSE(parse_input<json>(text, "in.json", &error, max_depth).has_value()) << text.substr(0, 80);
    return error;
}

std::string nested_arrays(std::size_t depth) { return std::string(depth, '[') + std::string(depth, ']'); }

TEST(JsonInputTest, ParsesOrdinaryJsonInBothFlavours) {
    const auto plain = parse_input<json>(R"({"b": [1, 2.5, "x", null, true], "a": {"c": -3}})", "in.json", nullptr);
    ASSERT_TRUE(plain.has_value());
    EXPECT_EQ((*plain)["b"][1], 2.5);
    EXPECT_EQ((*plain)["a"]["c"], -3);
    const auto ordered = parse_input<ordered_json>(R"({"z": 1, "a": 2, "m": 3})", "in.json", nullptr);
    ASSERT_TRUE(ordered.has_value());
    EXPECT_EQ(ordered->dump(), R"({"z":1,"a":2,"m":3})");  // file order kept
    EXPECT_EQ(parse_input<json>("7", "in.json", nullptr), json(7));
}

TEST(JsonInputTest, NumberOutOfRangeIsLocated) {
    const InputError error = parse_error_of("{\"seed\":\n 1e999}");
    EXPECT_EQ(error.source, "in.json");
    EXPECT_EQ(error.location, "line 2, column 6 (/seed)");
    EXPECT_NE(error.problem.find("number out of range"), std::string::npos) << error.problem;
    EXPECT_NE(parse_error_of("[1, -1e999]").location.find("(/1)"), std::string::npos);
}

TEST(JsonInputTest, NestingDeeperThanTheLimitIsRefusedWithAShortMessage) {
    EXPECT_TRUE(parse_input<json>(nested_arrays(kMaxNestingDepth), "in.json", nullptr).has_value());
    const InputError one_more = parse_error_of(nested_arrays(kMaxNestingDepth + 1));
    EXPECT_NE(one_more.problem.find("nested deeper than 64 levels"), std::string::npos) << one_more.problem;
    const InputError hostile = parse_error_of("{\"variant\": " + nested_arrays(100000) + "}");
    EXPECT_NE(hostile.location.find("(/variant/0/0/"), std::string::npos) << hostile.location;
    EXPECT_LT(hostile.message().size(), 300u) << hostile.message();
    EXPECT_NE(parse_error_of("[{\"a\": [[]]}]", 3).location.find("(/0/a/0)"), std::string::npos);
}

TEST(JsonInputTest, DuplicateKeyIsLocated) {
    const InputError error = parse_error_of("{\"a\": 1,\n \"b\": {\"c\": 1, \"c\": 2}}");
    EXPECT_EQ(error.location, "line 2, column 18 (/b/c)");
    EXPECT_NE(error.problem.find("duplicate key \"c\""), std::string::npos) << error.problem;
    // The same key in different objects is fine.
    EXPECT_TRUE(parse_input<ordered_json>(R"({"a": {"x": 1}, "b": {"x": 2}})", "in.json", nullptr).has_value());
}

TEST(JsonInputTest, SyntaxErrorsKeepLineAndColumnAndAreCut) {
    const InputError error = parse_error_of("{\n  \"a\": tru }");
    EXPECT_EQ(error.location, "line 2, column 11");
    EXPECT_EQ(error.problem.rfind("invalid JSON: ", 0), 0u) << error.problem;
    // An unterminated 2 MB string: nlohmann's message quotes the whole token; ours does not.
    const InputError long_token = parse_error_of("[\"" + std::string(2'000'000, 'a'));
    EXPECT_LT(long_token.message().size(), 300u);
}

TEST(JsonInputTest, QuotesAndPreviewsAreShort) {
    EXPECT_EQ(quote("PHI_PLUS"), "\"PHI_PLUS\"");
    const std::string quoted = quote(std::string(2'000'000, 'a'));
    EXPECT_LT(quoted.size(), kMaxQuotedChars + 40);
    EXPECT_NE(quoted.find("...\" (2000000 bytes)"), std::string::npos) << quoted;
    EXPECT_EQ(quote("\xC3\xA9t\xC3\xA9", 3), "\"\xC3\xA9t...\" (5 bytes)");  // not cut inside "é"
    // A value built in code, deeper than any file may be: the preview neither recurses to the
    // bottom nor grows with the value.
    json deep = json::array();
    for (int i = 0; i < 100000; ++i) deep = json::array({std::move(deep)});
    EXPECT_LE(preview(deep).size(), kMaxQuotedChars + 3);
    EXPECT_EQ(preview(json({{"a", 1}})), R"({"a":1})");
    EXPECT_LE(preview(json(std::string(2'000'000, 'b'))).size(), kMaxQuotedChars + 3);
}

TEST(JsonInputTest, PointersEscapeAndCutKeys) {
    EXPECT_EQ(child_pointer("/a", "b/c~d"), "/a/b~1c~0d");
    EXPECT_EQ(child_pointer("", std::size_t{3}), "/3");
    EXPECT_LT(child_pointer("", std::string(1'000'000, 'k')).size(), kMaxQuotedChars + 8);
}

class InputFileTest : public entanglion::testing::TempDirTest {
protected:
    std::string problem_of(const fs::path& path, std::uintmax_t max_bytes = kMaxInputBytes) {
        InputError error;
        EXPECT_FALSE(read_input_file(path, &error, max_bytes).has_value()) << path;
        EXPECT_EQ(error.source, path.string());
        return error.problem;
    }
};

TEST_F(InputFileTest, ReadsARegularFileAndAFileThroughASymlink) {
    std::ofstream(dir_ / "a.json") << "{\"a\": 1}";
    fs::create_symlink(dir_ / "a.json", dir_ / "link.json");
    EXPECT_EQ(read_input_file(dir_ / "a.json", nullptr), "{\"a\": 1}");
    EXPECT_EQ(read_input_file(dir_ / "link.json", nullptr), "{\"a\": 1}");
    const auto parsed = read_json_file<json>(dir_ / "a.json", "a.json", nullptr);
    ASSERT_TRUE(parsed.has_value());
    EXPECT_EQ((*parsed)["a"], 1);
}

TEST_F(InputFileTest, EachKindOfNonFileHasItsOwnMessage) {
    EXPECT_EQ(problem_of(dir_), "is a directory, not a regular file");
    EXPECT_EQ(problem_of("/dev/zero"), "is a character device, not a regular file");
    EXPECT_EQ(problem_of(dir_ / "missing.json"), "no such file");
    EXPECT_EQ(problem_of(""), "empty file name");
    fs::create_symlink(dir_ / "loop.json", dir_ / "loop.json");
    EXPECT_NE(problem_of(dir_ / "loop.json").find("symbolic links"), std::string::npos);
}

TEST_F(InputFileTest, AFifoIsRefusedWithoutWaitingForAWriter) {
    const fs::path fifo = dir_ / "pipe.json";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    // Should a regression open the FIFO, the read would block: let a child try, and kill it.
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        InputError error;
        const bool refused =
            !read_input_file(fifo, &error) && error.problem == "is a named pipe (FIFO), not a regular file";
        ::_exit(refused ? 0 : 1);
    }
    int status = -1;
    for (int waited = 0; waited < 100 && ::waitpid(child, &status, WNOHANG) == 0; ++waited) ::usleep(50'000);
    if (::waitpid(child, &status, WNOHANG) == 0) {
        ::kill(child, SIGKILL);
        ::waitpid(child, &status, 0);
        FAIL() << "reading a FIFO hung";
    }
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

TEST_F(InputFileTest, FilesLargerThanTheLimitAreRefused) {
    std::ofstream(dir_ / "big.json") << std::string(100, ' ');
    EXPECT_EQ(problem_of(dir_ / "big.json", 99), "is larger than the limit of 99 bytes");
    EXPECT_TRUE(read_input_file(dir_ / "big.json", nullptr, 100).has_value());
}

}  // namespace
}  // namespace entanglion::json_input
