#pragma once
/// A class hub over a test GameHub (hub_harness.h) and the steps the class tests share: a teacher
/// opens, students join, the teacher sets up (a lesson of the course, bell-phi-plus) and starts.
#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "server/core/class_hub.h"
#include "server/protocol/class_messages.h"
#include "tests/server/hub_harness.h"

namespace entanglion::server::testing {

class ClassTest : public ::testing::Test {
protected:
    HubHarness h;
    ClassHub classes{ClassOptions{}, h.hub()};
    std::string teacher_address = "10.1.0.1";

    ClassResult send(const protocol::ClassRequest& request, const std::string& address) {
        return classes.handle(address, request, h.now());
    }
    ClassOpened open() {
        const ClassResult result = send(protocol::ClassOpen{}, teacher_address);
        EXPECT_TRUE(std::holds_alternative<ClassOpened>(result));
        return std::holds_alternative<ClassOpened>(result) ? std::get<ClassOpened>(result) : ClassOpened{};
    }
    ClassSeatInfo join(const std::string& code, const std::string& name, const std::string& address = "10.2.0.1") {
        const ClassResult result = send(protocol::ClassJoin{code, name}, address);
        EXPECT_TRUE(std::holds_alternative<ClassSeatInfo>(result))
            << (std::holds_alternative<protocol::ErrorReply>(result) ? std::get<protocol::ErrorReply>(result).message
                                                                     : "");
        return std::holds_alternative<ClassSeatInfo>(result) ? std::get<ClassSeatInfo>(result) : ClassSeatInfo{};
    }
    ClassSnapshot view(const std::string& teacher) {
        const ClassResult result = send(protocol::ClassView{teacher}, teacher_address);
        EXPECT_TRUE(std::holds_alternative<ClassSnapshot>(result));
        return std::holds_alternative<ClassSnapshot>(result) ? std::get<ClassSnapshot>(result) : ClassSnapshot{};
    }
    ClassSeatInfo seat_of(const std::string& student_token) {
        const ClassResult result = send(protocol::ClassSeat{student_token}, "10.2.0.1");
        EXPECT_TRUE(std::holds_alternative<ClassSeatInfo>(result));
        return std::holds_alternative<ClassSeatInfo>(result) ? std::get<ClassSeatInfo>(result) : ClassSeatInfo{};
    }
    static protocol::ErrorCode error_code(const ClassResult& result) {
        EXPECT_TRUE(std::holds_alternative<protocol::ErrorReply>(result));
        return std::holds_alternative<protocol::ErrorReply>(result) ? std::get<protocol::ErrorReply>(result).code
                                                                    : protocol::ErrorCode::kMalformed;
    }
    void start(const std::string& teacher, bool same_deal) {
        protocol::ClassSetup setup{teacher, 2, rules::RulesVariant::kBoard, "bell-phi-plus", same_deal};
        EXPECT_TRUE(std::holds_alternative<ClassDone>(send(setup, teacher_address)));
        EXPECT_TRUE(std::holds_alternative<ClassDone>(send(protocol::ClassStart{teacher}, teacher_address)));
    }
};

}  // namespace entanglion::server::testing
