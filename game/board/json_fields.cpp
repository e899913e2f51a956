#include "game/board/json_fields.h"

#include "game/board/amplitude_text.h"

namespace entanglion::json_fields {

void fail(const std::string& pointer, const std::string& message) {
    throw FieldError((pointer.empty() ? std::string("/") : pointer) + ": " + message);
}

void expect_type(const Json& value, const std::string& pointer, Json::value_t type, const char* name) {
    const bool ok = type == Json::value_t::number_float ? value.is_number() : value.type() == type;
    if (!ok) fail(pointer, std::string("expected ") + name + ", got " + value.type_name());
}

const Json& field(const Json& object, const std::string& pointer, std::string_view key) {
    const auto it = object.find(std::string(key));
    if (it == object.end()) fail(pointer, "missing field " + in_quotes(key));
    return *it;
}

void check_fields(const Json& object, const std::string& pointer, std::initializer_list<std::string_view> allowed) {
    expect_type(object, pointer, Json::value_t::object, "an object");
    for (const auto& [key, value] : object.items()) {
        bool known = false;
        for (std::string_view name : allowed) known = known || key == name;
        if (!known) fail(child(pointer, key), "unknown field " + in_quotes(key));
    }
}

std::string string_at(const Json& value, const std::string& pointer) {
    expect_type(value, pointer, Json::value_t::string, "a string");
    return value.get<std::string>();
}

double number_at(const Json& value, const std::string& pointer) {
    expect_type(value, pointer, Json::value_t::number_float, "a number");
    return value.get<double>();
}

const Json& array_at(const Json& value, const std::string& pointer) {
    expect_type(value, pointer, Json::value_t::array, "an array");
    return value;
}

Complex amplitude_at(const Json& value, const std::string& pointer) {
    if (value.is_number()) return {value.get<double>(), 0.0};
    if (value.is_string()) {
        const std::string text = value.get<std::string>();
        const auto amplitude = parse_amplitude_text(text);
        if (!amplitude)
            fail(pointer, "cannot read amplitude " + in_quotes(text) + " (e.g. \"1/sqrt2\", \"-1/2\", \"i/2\")");
        return *amplitude;
    }
    if (value.is_array()) {
        if (value.size() != 2) fail(pointer, "a complex amplitude is [real, imaginary]");
        const Complex re = amplitude_at(value[0], child(pointer, 0));
        const Complex im = amplitude_at(value[1], child(pointer, 1));
        if (re.imag() != 0 || im.imag() != 0) fail(pointer, "[real, imaginary] parts must be real");
        return {re.real(), im.real()};
    }
    fail(pointer, std::string("expected an amplitude (number, string or [re, im]), got ") + value.type_name());
}

std::optional<Json> parse_located(std::string_view json_text, const std::string& source, std::string* error) {
    json_input::InputError input_error;
    std::optional<Json> root = json_input::parse_input<Json>(json_text, source, &input_error);
    if (!root && error) *error = input_error.message();
    return root;
}

}  // namespace entanglion::json_fields
