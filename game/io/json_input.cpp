// Bounded JSON input (json_input.h): file checks, a SAX-driven DOM builder with a depth limit and
// duplicate-key detection, and message helpers that never quote more than a few dozen characters.
#include "game/io/json_input.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iterator>
#include <unordered_set>
#include <vector>

#include "game/io/text_position.h"

namespace entanglion::json_input {
namespace {

/// What a non-regular file is, for "<path>: is a directory, not a regular file".
std::string kind_of(mode_t mode) {
    if (S_ISDIR(mode)) return "a directory";
    if (S_ISFIFO(mode)) return "a named pipe (FIFO)";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a regular file";
}

std::string open_problem(int code) {
    switch (code) {
        case ENOENT:
            return "no such file";
        case EACCES:
            return "permission denied";
        case ELOOP:
            return "too many levels of symbolic links (a symlink loop?)";
        case ENOTDIR:
            return "a part of the path is not a directory";
        case ENAMETOOLONG:
            return "the path is too long";
        default:
            return std::strerror(code);
    }
}

std::string size_problem(std::uintmax_t max_bytes) {
    constexpr std::uintmax_t kMiB = 1024 * 1024;
    std::string limit = std::to_string(max_bytes) + " bytes";
    if (max_bytes % kMiB == 0) limit = std::to_string(max_bytes / kMiB) + " MiB (" + limit + ")";
    return "is larger than the limit of " + limit;
}

/// Closes a file descriptor on every path out.
struct FileDescriptor {
    int fd = -1;
    ~FileDescriptor() {
        if (fd >= 0) ::close(fd);
    }
};

/// An iterator over the text that remembers the last character nlohmann's lexer read, so that the
/// SAX handler can say where it is (the SAX interface itself passes no position to key() etc.).
class TrackingIterator {
public:
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = const char&;

    TrackingIterator(const char* at, const char** last_read) : at_(at), last_read_(last_read) {}
    reference operator*() const {
        *last_read_ = at_;
        return *at_;
    }
    TrackingIterator& operator++() {
        ++at_;
        return *this;
    }
    TrackingIterator operator++(int) {
        TrackingIterator before = *this;
        ++at_;
        return before;
    }
    bool operator==(const TrackingIterator& other) const { return at_ == other.at_; }
    bool operator!=(const TrackingIterator& other) const { return at_ != other.at_; }

private:
    const char* at_;
    const char** last_read_;
};

/// The longest prefix of `text` of at most `max_bytes` bytes that does not split a UTF-8 character.
std::string_view utf8_prefix(std::string_view text, std::size_t max_bytes) {
    if (text.size() <= max_bytes) return text;
    std::size_t end = max_bytes;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    return text.substr(0, end);
}

/// nlohmann's "[json.exception.parse_error.101] parse error at line 1, column 5: <detail>" ->
/// "<detail>", cut (a detail quotes the last token read, which may be megabytes long).
std::string exception_detail(const std::string& what) {
    std::string detail = what;
    if (const auto column = detail.find("column "); column != std::string::npos) {
        if (const auto colon = detail.find(": ", column); colon != std::string::npos) detail = detail.substr(colon + 2);
    } else if (detail.rfind("[json.exception.", 0) == 0) {
        if (const auto close = detail.find("] "); close != std::string::npos) detail = detail.substr(close + 2);
    }
    constexpr std::size_t kMaxDetail = 2 * kMaxQuotedChars;
    if (detail.size() > kMaxDetail) detail = std::string(utf8_prefix(detail, kMaxDetail)) + "...";
    return detail;
}

/// Builds the DOM from nlohmann's SAX events (the parser itself is iterative) and stops at the
/// first problem: nesting deeper than the limit, a duplicate key, or a parse error.
/// A pointer of a deeply nested value is long; keep its start and its last segment.
std::string shortened(const std::string& pointer) {
    constexpr std::size_t kKeep = kMaxQuotedChars;
    if (pointer.size() <= 2 * kKeep) return pointer;
    const std::size_t head_end = pointer.rfind('/', kKeep);
    const std::size_t tail_begin = pointer.rfind('/');
    return pointer.substr(0, head_end) + "/..." + pointer.substr(tail_begin);
}

template <typename Json>
class BoundedBuilder {
public:
    using number_integer_t = typename Json::number_integer_t;
    using number_unsigned_t = typename Json::number_unsigned_t;
    using number_float_t = typename Json::number_float_t;
    using string_t = typename Json::string_t;
    using binary_t = typename Json::binary_t;

    BoundedBuilder(std::string_view text, const char** last_read, std::size_t max_depth)
        : text_(text), last_read_(last_read), max_depth_(max_depth) {}

    bool null() { return add(Json(nullptr)); }
    bool boolean(bool value) { return add(Json(value)); }
    bool number_integer(number_integer_t value) { return add(Json(value)); }
    bool number_unsigned(number_unsigned_t value) { return add(Json(value)); }
    bool number_float(number_float_t value, const string_t&) { return add(Json(value)); }
    bool string(string_t& value) { return add(Json(std::move(value))); }
    bool binary(binary_t& value) { return add(Json::binary(std::move(value))); }

    bool start_object(std::size_t) { return open(Json::object()); }
    bool start_array(std::size_t) { return open(Json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(string_t& name) {
        Level& level = stack_.back();
        if (!level.keys.insert(name).second) {
            return stop(position_of_last_read(), child_pointer(pointer_of_open(), name),
                        "duplicate key " + quote(name) + " (each key may appear once in an object)");
        }
        level.key = std::move(name);
        return true;
    }

    bool parse_error(std::size_t byte, const std::string&, const nlohmann::detail::exception& error) {
        if (error.id == 406) {  // out_of_range: a number literal such as 1e999
            return stop(byte, pointer_of_next(), "number out of range: " + exception_detail(error.what()));
        }
        return stop(byte, "", "invalid JSON: " + exception_detail(error.what()));
    }

    bool failed() const { return failed_; }
    const InputError& error() const { return error_; }
    Json take() { return std::move(root_); }

private:
    struct Level {
        Json* value;
        string_t key;                         ///< the member being read (objects)
        std::unordered_set<string_t> keys{};  ///< every member so far (objects), O(1) duplicate check
    };

    std::size_t position_of_last_read() const {
        return *last_read_ ? static_cast<std::size_t>(*last_read_ - text_.data()) + 1 : 0;
    }

    /// The pointer of the innermost open container.
    std::string pointer_of_open() const {
        std::string pointer;
        for (std::size_t i = 0; i + 1 < stack_.size(); ++i) pointer = segment(pointer, i, true);
        return pointer;
    }

    /// The pointer of the value the parser is about to add.
    std::string pointer_of_next() const {
        std::string pointer;
        for (std::size_t i = 0; i < stack_.size(); ++i) pointer = segment(pointer, i, i + 1 < stack_.size());
        return pointer;
    }

    /// Appends the segment that level `i` contributes; `open_child`: the child is already added.
    std::string segment(const std::string& pointer, std::size_t i, bool open_child) const {
        const Level& level = stack_[i];
        if (level.value->is_object()) return child_pointer(pointer, std::string_view(level.key));
        const std::size_t size = level.value->size();
        return child_pointer(pointer, open_child ? size - 1 : size);
    }

    /// Adds `value` where the parser is; returns the stored value.
    Json* place(Json&& value) {
        if (stack_.empty()) {
            root_ = std::move(value);
            return &root_;
        }
        Level& level = stack_.back();
        if (level.value->is_array()) {
            level.value->push_back(std::move(value));
            return &level.value->back();
        }
        // A new member (key() refused duplicates), appended without a search: an ordered_json object
        // looks keys up linearly, which would make a file with many keys quadratic.
        auto& members = level.value->template get_ref<typename Json::object_t&>();
        if constexpr (requires { typename Json::object_t::Container; }) {
            auto& in_order = static_cast<typename Json::object_t::Container&>(members);
            in_order.emplace_back(level.key, std::move(value));
            return &in_order.back().second;
        } else {
            return &members.emplace_hint(members.end(), level.key, std::move(value))->second;
        }
    }

    bool add(Json&& value) {
        place(std::move(value));
        return true;
    }

    bool open(Json&& container) {
        if (stack_.size() >= max_depth_) {
            return stop(position_of_last_read(), pointer_of_next(),
                        "nested deeper than " + std::to_string(max_depth_) + " levels of arrays and objects");
        }
        stack_.push_back(Level{place(std::move(container)), {}});
        return true;
    }

    bool close() {
        stack_.pop_back();
        return true;
    }

    bool stop(std::size_t byte, const std::string& pointer, std::string problem) {
        failed_ = true;
        error_.location = line_and_column(text_, byte);
        if (!pointer.empty()) error_.location += " (" + shortened(pointer) + ")";
        error_.problem = std::move(problem);
        return false;
    }

    std::string_view text_;
    const char** last_read_;
    std::size_t max_depth_;
    Json root_;
    std::vector<Level> stack_;
    bool failed_ = false;
    InputError error_;
};

template <typename Json>
void preview_into(const Json& value, std::string& out, std::size_t max_chars) {
    if (out.size() > max_chars) return;
    if (value.is_object() || value.is_array()) {
        const bool object = value.is_object();
        out += object ? '{' : '[';
        bool first = true;
        for (const auto& item : value.items()) {
            if (out.size() > max_chars) return;
            if (!first) out += ',';
            first = false;
            if (object) out += quote(item.key(), max_chars) + ':';
            preview_into(item.value(), out, max_chars);
        }
        out += object ? '}' : ']';
    } else if (value.is_string()) {
        out += quote(value.template get_ref<const typename Json::string_t&>(), max_chars - out.size() + 1);
    } else {
        out += value.dump(-1, ' ', false, Json::error_handler_t::replace);
    }
}

template <typename Json>
std::string preview_of(const Json& value, std::size_t max_chars) {
    std::string out;
    preview_into(value, out, max_chars);
    if (out.size() > max_chars + 3) out = std::string(utf8_prefix(out, max_chars)) + "...";
    return out;
}

}  // namespace

std::string InputError::message() const {
    std::string text = source + ": ";
    if (!location.empty()) text += location + ": ";
    return text + problem;
}

std::optional<std::string> read_input_file(const std::filesystem::path& path, InputError* error,
                                           std::uintmax_t max_bytes) {
    const auto fail = [&](const std::string& problem) -> std::optional<std::string> {
        if (error) *error = InputError{path.string(), "", problem};
        return std::nullopt;
    };
    if (path.empty()) return fail("empty file name");
    // Classify before opening: opening a FIFO for reading blocks until a writer comes.
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) return fail(open_problem(errno));
    if (!S_ISREG(info.st_mode)) return fail("is " + kind_of(info.st_mode) + ", not a regular file");
    if (static_cast<std::uintmax_t>(info.st_size) > max_bytes) return fail(size_problem(max_bytes));
    // O_NONBLOCK: should the path be swapped for a FIFO after the check, opening still returns.
    FileDescriptor file{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
    if (file.fd < 0) return fail(open_problem(errno));
    if (::fstat(file.fd, &info) != 0 || !S_ISREG(info.st_mode))
        return fail("is " + kind_of(info.st_mode) + ", not a regular file");
    std::string text;
    text.reserve(static_cast<std::size_t>(info.st_size));
    char buffer[65536];
    while (true) {
        const ssize_t count = ::read(file.fd, buffer, sizeof buffer);
        if (count < 0) {
            if (errno == EINTR) continue;
            return fail(std::string("cannot read: ") + std::strerror(errno));
        }
        if (count == 0) break;
        if (text.size() + static_cast<std::size_t>(count) > max_bytes) return fail(size_problem(max_bytes));
        text.append(buffer, static_cast<std::size_t>(count));
    }
    return text;
}

template <typename Json>
std::optional<Json> parse_input(std::string_view text, std::string_view source, InputError* error,
                                std::size_t max_depth) {
    const char* last_read = nullptr;
    BoundedBuilder<Json> builder(text, &last_read, max_depth);
    const char* begin = text.data() ? text.data() : "";
    bool parsed = false;
    try {
        parsed = Json::sax_parse(TrackingIterator(begin, &last_read), TrackingIterator(begin + text.size(), &last_read),
                                 &builder);
    } catch (const std::exception& unexpected) {  // the handler does not throw; nlohmann might (e.g. bad_alloc)
        if (error) *error = InputError{std::string(source), "", "cannot parse: " + exception_detail(unexpected.what())};
        return std::nullopt;
    }
    if (!parsed || builder.failed()) {
        if (error) {
            *error = builder.error();
            error->source = std::string(source);
            if (error->problem.empty()) error->problem = "invalid JSON";
        }
        return std::nullopt;
    }
    return builder.take();
}

template <typename Json>
std::optional<Json> read_json_file(const std::filesystem::path& path, std::string_view source, InputError* error) {
    const std::optional<std::string> text = read_input_file(path, error);
    if (!text) return std::nullopt;
    return parse_input<Json>(*text, source, error);
}

template std::optional<nlohmann::json> parse_input(std::string_view, std::string_view, InputError*, std::size_t);
template std::optional<nlohmann::ordered_json> parse_input(std::string_view, std::string_view, InputError*,
                                                           std::size_t);
template std::optional<nlohmann::json> read_json_file(const std::filesystem::path&, std::string_view, InputError*);
template std::optional<nlohmann::ordered_json> read_json_file(const std::filesystem::path&, std::string_view,
                                                              InputError*);

std::string quote(std::string_view text, std::size_t max_chars) {
    const bool cut = text.size() > max_chars;
    const std::string_view shown = utf8_prefix(text, max_chars);
    std::string quoted =
        nlohmann::json(std::string(shown)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (cut) quoted.insert(quoted.size() - 1, "...").append(" (" + std::to_string(text.size()) + " bytes)");
    return quoted;
}

std::string preview(const nlohmann::json& value, std::size_t max_chars) { return preview_of(value, max_chars); }
std::string preview(const nlohmann::ordered_json& value, std::size_t max_chars) { return preview_of(value, max_chars); }

std::string child_pointer(const std::string& pointer, std::string_view key) {
    std::string escaped;
    const std::string_view shown = utf8_prefix(key, kMaxQuotedChars);
    for (char c : shown) {
        if (c == '~') {
            escaped += "~0";
        } else if (c == '/') {
            escaped += "~1";
        } else {
            escaped.push_back(c);
        }
    }
    if (shown.size() < key.size()) escaped += "...";
    return pointer + "/" + escaped;
}

std::string child_pointer(const std::string& pointer, std::size_t index) {
    return pointer + "/" + std::to_string(index);
}

}  // namespace entanglion::json_input
