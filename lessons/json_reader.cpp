#include "lessons/json_reader.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace entanglion::lessons::detail {

bool JsonReader::fail(const std::string& pointer, const std::string& problem) {
    if (!error_) error_ = LoadError{source_, pointer, problem};
    return false;
}

bool JsonReader::only_known_fields(const Json& object, const std::string& pointer,
                                   const std::vector<std::string_view>& known) {
    for (const auto& [name, value] : object.items()) {
        if (std::find(known.begin(), known.end(), name) == known.end()) {
            std::string list;
            for (std::string_view field : known) list += (list.empty() ? "" : ", ") + std::string(field);
            return fail(child_pointer(pointer, name),
                        "unknown field " + json_input::quote(name) + " (known fields: " + list + ")");
        }
    }
    return true;
}

const Json* JsonReader::member(const Json& object, const std::string& pointer, std::string_view name, bool required) {
    const auto it = object.find(std::string(name));
    if (it == object.end()) {
        if (required) fail(pointer.empty() ? "/" : pointer, "missing field \"" + std::string(name) + "\"");
        return nullptr;
    }
    return &*it;
}

std::optional<std::string> JsonReader::string(const Json& value, const std::string& pointer, bool allow_empty) {
    if (!value.is_string()) {
        fail(pointer, "expected a string, got " + quoted(value));
        return std::nullopt;
    }
    std::string text = value.get<std::string>();
    if (!allow_empty && text.find_first_not_of(" \t\n") == std::string::npos) {
        fail(pointer, "must not be empty");
        return std::nullopt;
    }
    return text;
}

std::optional<std::string> JsonReader::text(const Json& value, const std::string& pointer) {
    if (value.is_string()) return string(value, pointer);
    if (!value.is_array() || value.empty()) {
        fail(pointer, "expected a string or a non-empty array of paragraphs, got " + quoted(value));
        return std::nullopt;
    }
    std::string joined;
    for (std::size_t i = 0; i < value.size(); ++i) {
        const auto paragraph = string(value[i], child_pointer(pointer, i));
        if (!paragraph) return std::nullopt;
        if (!joined.empty()) joined += "\n\n";
        joined += *paragraph;
    }
    return joined;
}

std::optional<int> JsonReader::integer(const Json& value, const std::string& pointer, int low, int high) {
    if (!value.is_number_integer()) {
        fail(pointer, "expected a whole number, got " + quoted(value));
        return std::nullopt;
    }
    const auto number = value.get<long long>();
    if (number < low || number > high) {
        fail(pointer, "must be between " + std::to_string(low) + " and " + std::to_string(high) + ", got " +
                          std::to_string(number));
        return std::nullopt;
    }
    return static_cast<int>(number);
}

std::optional<double> JsonReader::number(const Json& value, const std::string& pointer, double low, double high) {
    if (!value.is_number()) {
        fail(pointer, "expected a number, got " + quoted(value));
        return std::nullopt;
    }
    const double number = value.get<double>();
    if (!(number >= low && number <= high)) {
        fail(pointer, "must be between " + quoted(Json(low)) + " and " + quoted(Json(high)) + ", got " + quoted(value));
        return std::nullopt;
    }
    return number;
}

std::optional<bool> JsonReader::boolean(const Json& value, const std::string& pointer) {
    if (!value.is_boolean()) {
        fail(pointer, "expected true or false, got " + quoted(value));
        return std::nullopt;
    }
    return value.get<bool>();
}

bool JsonReader::expect_object(const Json& value, const std::string& pointer) {
    if (value.is_object()) return true;
    return fail(pointer.empty() ? "/" : pointer, "expected an object, got " + quoted(value));
}

bool JsonReader::expect_array(const Json& value, const std::string& pointer) {
    if (value.is_array()) return true;
    return fail(pointer, "expected an array, got " + quoted(value));
}

std::optional<Complex> parse_exact_amplitude(std::string_view text) {
    std::string compact;
    for (char c : text) {
        if (c != ' ') compact.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    }
    std::string_view rest = compact;
    double sign = 1.0;
    if (!rest.empty() && (rest.front() == '-' || rest.front() == '+')) {
        sign = rest.front() == '-' ? -1.0 : 1.0;
        rest.remove_prefix(1);
    }
    Complex unit;
    if (rest.starts_with("1")) {
        unit = 1.0;
    } else if (rest.starts_with("i")) {
        unit = Complex(0, 1);
    } else if (rest == "0") {
        return Complex(0, 0);
    } else {
        return std::nullopt;
    }
    rest.remove_prefix(1);
    double scale = 1.0;
    if (rest == "/2") {
        scale = 0.5;
    } else if (rest == "/sqrt2" || rest == "/sqrt(2)") {
        scale = 1.0 / std::sqrt(2.0);
    } else if (!rest.empty()) {
        return std::nullopt;
    }
    return sign * scale * unit;
}

}  // namespace entanglion::lessons::detail
