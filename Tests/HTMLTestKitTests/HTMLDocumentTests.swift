import Foundation
import Testing

@testable import HTMLTestKit

@Suite struct HTMLDocumentTests {
    @Test func wellFormedPage_hasTitleTextAndNoParseErrors() {
        let document = HTMLDocument(
            html: "<!DOCTYPE html><html><head><title> My   lists </title></head><body><h1>Hi\n  there</h1></body></html>"
        )

        #expect(document.title == "My lists")
        #expect(document.text == "My lists Hi there")
        #expect(document.parseErrors == [])
    }

    @Test func strayEndTag_isRecordedAsParseError() throws {
        let document = HTMLDocument(html: "<html><body>\n<div>hi</p></div></body></html>")

        let error = try #require(document.parseErrors.first)
        #expect(error.message.contains("p"))
        #expect(error.line == 2)
    }

    @Test func unclosedTag_isRecordedAsParseErrorAndRecovered() {
        let document = HTMLDocument(html: "<html><body><div class=\"a\"\n<p>text</p></body></html>")

        #expect(document.parseErrors.map(\.message).contains("error parsing attribute name"))
        #expect(document.text.contains("text"))
    }

    @Test func input_isReadAsUTF8WhateverTheMetaCharsetSays() {
        let document = HTMLDocument(html: "<meta charset=\"iso-8859-1\"><p>Grüße ✓</p>")

        #expect(document.text == "Grüße ✓")
    }

    @Test func emptyInput_givesEmptyDocumentAndSaysSo() throws {
        let document = HTMLDocument(html: "")

        #expect(document.parseErrors.map(\.message) == ["Document is empty"])
    }

    @Test func emptyInput_givesEmptyDocument() throws {
        let document = HTMLDocument(html: "")

        #expect(document.text == "")
        #expect(document.title == "")
        #expect(try document.xpath("//*").isEmpty)
    }

    @Test func binaryInput_doesNotCrash() throws {
        let bytes = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) } + [0, 0, 0xFF, 0xFE]

        let document = HTMLDocument(bytes: bytes)

        _ = try document.xpath("//*")
        _ = document.text
    }

    @Test func hugeInput_isParsed() throws {
        let row = "<li class=\"item\">reminder</li>"
        let html = "<ul>" + String(repeating: row, count: 1_048_576 / row.utf8.count) + "</ul>"

        let document = HTMLDocument(html: html)

        #expect(try document.select("li.item").count == 1_048_576 / row.utf8.count)
    }

    @Test func xpath_findsElementsWithAttributesInDocumentOrder() throws {
        let document = HTMLDocument(html: "<p><a href=\"/a\" id=\"x\">A</a><a href=\"/b\">B</a></p>")

        let links = try document.xpath("//a")

        #expect(links.map(\.text) == ["A", "B"])
        #expect(links[0].attributes == ["href": "/a", "id": "x"])
        #expect(links[1]["href"] == "/b")
        #expect(links[1]["id"] == nil)
        #expect(links[0].tagName == "a")
    }

    @Test func invalidXPath_throwsWithMessage() {
        let document = HTMLDocument(html: "<p>x</p>")

        #expect {
            _ = try document.xpath("//p[")
        } throws: { error in
            guard case let .xpath(message) = error as? HTMLTestKitError else { return false }
            return message.contains("//p[")
        }
    }

    @Test func nonNodeXPath_throws() {
        let document = HTMLDocument(html: "<p>x</p>")

        #expect(throws: HTMLTestKitError.self) { _ = try document.xpath("count(//p)") }
    }

    @Test func element_queriesRelativeToItself() throws {
        let document = HTMLDocument(html: "<div id=a><span>1</span></div><div id=b><span>2</span><i>3</i></div>")
        let second = try #require(try document.select("#b").first)

        #expect(try second.xpath(".//span").map(\.text) == ["2"])
        #expect(try second.select("span").map(\.text) == ["2"])
        #expect(second.children.map(\.tagName) == ["span", "i"])
    }

    @Test func elementsOutliveTheirDocumentVariable() throws {
        let element = try #require(try HTMLDocument(html: "<b>kept</b>").xpath("//b").first)

        #expect(element.text == "kept")
    }
}
